import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { initAdmin } from './app.js';

/** The one Firestore handle of the functions (the admin SDK bypasses security rules). */
export function db(): Firestore {
  initAdmin();
  return getFirestore();
}
