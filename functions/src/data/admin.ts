import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** The one Firestore handle of the functions (the admin SDK bypasses security rules). */
export function db(): Firestore {
  // Look for the default app itself: firebase-functions' Firestore triggers create a named app of
  // their own (to decode snapshots), so "any app exists" does not mean ours does.
  if (!getApps().some((a) => a.name === '[DEFAULT]')) initializeApp();
  return getFirestore();
}
