import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  getFirestore,
  terminate,
  waitForPendingWrites,
  type Firestore,
} from 'firebase/firestore';
import { firebaseAuth } from './authApp';
import { EMULATOR_PORTS, emulatorHost, portOffset, useEmulators } from './backend';

// Only the Firestore data modules (and account screens' lazy modules) import this file; they load
// after the first paint (see firestoreApi.ts). Auth-only code on the first view imports authApp.ts.
export { emulatorOrigin, firebaseConfig } from './authApp';

let db: Firestore | undefined;

/** The app's Firebase handles, Firestore created and (in development) wired to the emulator once. */
export function firebase(): { app: FirebaseApp; auth: Auth; db: Firestore } {
  const { app, auth } = firebaseAuth();
  if (!db) {
    db = getFirestore(app);
    if (useEmulators) connectFirestoreEmulator(db, emulatorHost(), EMULATOR_PORTS.firestore + portOffset);
  }
  return { app, auth, db };
}

/**
 * Starts the Firestore client now (its first use does otherwise: its start-up then shares a task
 * with the first listener's; docs/FIRST_LOAD.md). Asking for the pending writes sets up the whole
 * client (its sync engine and remote store) and changes nothing.
 *
 * Not `enableNetwork()`: a write made before this runs (a click while the data layer loaded) has
 * started the write stream, and enabling the network while that stream waits for its auth token
 * starts it a second time. Its handshake is then sent twice, the server's second answer is taken
 * for a write's result, and the SDK stops on an internal assertion (ID c050) with every later read
 * and write hanging (docs/FIRST_LOAD.md).
 */
export function startFirestore(): void {
  // Resolves at once when nothing is pending; it rejects only when the user changes or the client
  // is terminated, which the SDK handles itself.
  waitForPendingWrites(firebase().db).catch(() => undefined);
}

/**
 * Forgets what the Firestore client holds for the user (sign-out): it is terminated, which drops
 * its cached documents, listeners and writes still queued, and any persisted cache is cleared;
 * the next use (the next user's) starts a new client.
 */
export async function forgetFirestore(): Promise<void> {
  const old = db;
  if (!old) return;
  db = undefined;
  await terminate(old);
  await clearIndexedDbPersistence(old).catch((error: unknown) => console.warn('clearing Firestore data failed', error));
}
