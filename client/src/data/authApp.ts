import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
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

/**
 * Firebase looks for defaults (emulator hosts, a config) on a global, then in a cookie: reading
 * document.cookie is a synchronous call to the browser, which a busy phone makes wait on the first
 * screen's main thread (docs/PERFORMANCE.md). We pass our options ourselves and set no such
 * cookie, so an empty global answers first.
 */
function skipFirebaseDefaultsCookie(): void {
  const g = globalThis as { __FIREBASE_DEFAULTS__?: object };
  g.__FIREBASE_DEFAULTS__ ??= {};
}

/** The Firebase app and Auth, created and (in development) wired to the Auth emulator once. */
export function firebaseAuth(): { app: FirebaseApp; auth: Auth } {
  if (handles) return handles;
  skipFirebaseDefaultsCookie();
  const app = initializeApp(firebaseConfig);
  // getAuth's persistence without its popup/redirect resolver: on phones that resolver loads
  // Google's iframe (and its loader script) on every page load, before anyone signs in with
  // Google. The Google sign-in calls pass it themselves (googleSignIn.ts).
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
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
