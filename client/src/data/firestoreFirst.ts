import { getFirestore } from 'firebase/firestore';

// Imported on its own (data/dataLayerLoad.ts) so that the Firestore SDK's modules are evaluated
// in a task of their own, before the data modules that use them. A dynamic import of
// 'firebase/firestore' itself would keep every export of the SDK (110 KB more), not the part the
// build keeps for what the data layer uses.
export const firestoreReady = typeof getFirestore === 'function';
