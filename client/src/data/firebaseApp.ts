import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import { connectFirestoreEmulator, enableNetwork, getFirestore, type Firestore } from 'firebase/firestore';
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
 * with the first listener's; docs/PERFORMANCE.md). The network is on already: this only makes the
 * SDK set itself up.
 */
export function startFirestore(): void {
  enableNetwork(firebase().db).catch((error: unknown) => console.error('Firestore could not start', error));
}
