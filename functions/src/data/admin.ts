import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** The one Firestore handle of the functions (the admin SDK bypasses security rules). */
export function db(): Firestore {
  if (getApps().length === 0) initializeApp();
  return getFirestore();
}
