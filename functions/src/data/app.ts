import { getApps, initializeApp } from 'firebase-admin/app';

/**
 * Initialises the default admin app once. Firestore triggers call it at load: firebase-functions
 * builds their snapshots with the default app before the handler runs. It gives no Firestore
 * handle, so triggers may import it (the lint boundary allows this one data module).
 */
export function initAdmin(): void {
  // Look for the default app itself: firebase-functions' Firestore triggers create a named app of
  // their own (to decode snapshots), so "any app exists" does not mean ours does.
  if (!getApps().some((a) => a.name === '[DEFAULT]')) initializeApp();
}
