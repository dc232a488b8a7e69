import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
  type Persistence,
} from 'firebase/auth';
import { EMULATOR_PORTS, EMULATOR_PROJECT_ID, emulatorHost, portOffset, useEmulators } from './backend';

// The app and Auth only: what the first paint needs (who is signed in). Firestore is in
// firebaseApp.ts, which only the lazily loaded data modules import, so its SDK (the largest
// part of the client) loads after the first paint.

// Without a real Firebase config (VITE_FIREBASE_API_KEY) the client talks to the local
// emulators under the demo project, which never reaches Google services.
const env = import.meta.env;
export { emulatorHost, emulatorOrigin, portOffset, useEmulators } from './backend';

/** The web app's Firebase options (also used for the second app that proves another account in a merge). */
export const firebaseConfig = useEmulators
  ? {
      apiKey: 'demo-api-key',
      projectId: EMULATOR_PROJECT_ID,
      authDomain: `${EMULATOR_PROJECT_ID}.firebaseapp.com`,
      appId: 'demo-app',
    }
  : {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      appId: env.VITE_FIREBASE_APP_ID,
      messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    };

let handles: { app: FirebaseApp; auth: Auth } | undefined;

// Set once Auth has started with the session in localStorage (any session IndexedDB still held
// moved over by then): later starts leave IndexedDB out.
const SESSION_MOVED = 'neuronAuthInLocalStorage';

/**
 * Where Auth keeps the signed-in session: localStorage. Its IndexedDB persistence (getAuth's
 * default) opens a transaction every 800 ms to poll for a change made in another tab, and more at
 * start: on a phone those were tasks of the first screens' main thread (docs/FIRST_LOAD_LATER.md). In
 * localStorage another tab's change comes as a storage event (on phones Auth compares one string
 * a second). Auth moves a session it finds in a later persistence of the list into the first and
 * removes it from the others, so IndexedDB stays in the list until a start has done that here.
 */
function sessionPersistence(): Persistence[] {
  let moved = false;
  try {
    moved = localStorage.getItem(SESSION_MOVED) === '1';
  } catch {
    // storage blocked: Auth falls back along the list
  }
  return moved
    ? [browserLocalPersistence, browserSessionPersistence]
    : [browserLocalPersistence, indexedDBLocalPersistence, browserSessionPersistence];
}

function rememberSessionMoved(): void {
  try {
    localStorage.setItem(SESSION_MOVED, '1');
  } catch {
    // storage blocked: the next start looks in IndexedDB again, which costs time only
  }
}

/** The Firebase app and Auth, created and (in development) wired to the Auth emulator once. */
export function firebaseAuth(): { app: FirebaseApp; auth: Auth } {
  if (handles) return handles;
  // Firebase's defaults global is set empty in index.html, before any module reads it (it would
  // read document.cookie otherwise: docs/FIRST_LOAD.md).
  const app = initializeApp(firebaseConfig);
  // getAuth's persistence without its popup/redirect resolver: on phones that resolver loads
  // Google's iframe (and its loader script) on every page load, before anyone signs in with
  // Google. The Google sign-in calls pass it themselves (googleSignIn.ts).
  const auth = initializeAuth(app, { persistence: sessionPersistence() });
  void auth.authStateReady().then(rememberSessionMoved, () => undefined);
  if (useEmulators) {
    connectAuthEmulator(auth, `http://${emulatorHost()}:${EMULATOR_PORTS.auth + portOffset}`, {
      disableWarnings: true,
    });
    // The Auth emulator sends no SMS and checks no reCAPTCHA; the codes are in its REST API.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  handles = { app, auth };
  return handles;
}
