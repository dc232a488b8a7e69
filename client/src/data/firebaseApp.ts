import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';

// Without a real Firebase config (VITE_FIREBASE_API_KEY) the client talks to the local
// emulators under the demo project, which never reaches Google services.
const env = import.meta.env;
const useEmulators = !env.VITE_FIREBASE_API_KEY;
const portOffset = Number(env.VITE_EMULATOR_PORT_OFFSET ?? 0) || 0;

/** The web app's Firebase options (also used for the second app that proves another account in a merge). */
export const firebaseConfig = useEmulators
  ? { apiKey: 'demo-api-key', projectId: 'demo-neuron', authDomain: 'demo-neuron.firebaseapp.com', appId: 'demo-app' }
  : {
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      appId: env.VITE_FIREBASE_APP_ID,
      messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    };

/** Where the emulators listen, or undefined against a real project. */
export function emulatorOrigin(port: number): string | undefined {
  return useEmulators ? `http://${location.hostname || '127.0.0.1'}:${port + portOffset}` : undefined;
}

let handles: { app: FirebaseApp; auth: Auth; db: Firestore } | undefined;

/** The app's Firebase handles, created and (in development) wired to the emulators once. */
export function firebase(): { app: FirebaseApp; auth: Auth; db: Firestore } {
  if (handles) return handles;
  const app = initializeApp(firebaseConfig);
  const auth = getAuth(app);
  const db = getFirestore(app);
  if (useEmulators) {
    const host = location.hostname || '127.0.0.1';
    connectAuthEmulator(auth, `http://${host}:${9099 + portOffset}`, { disableWarnings: true });
    // The Auth emulator sends no SMS and checks no reCAPTCHA; the codes are in its REST API.
    auth.settings.appVerificationDisabledForTesting = true;
    connectFirestoreEmulator(db, host, 8080 + portOffset);
  }
  handles = { app, auth, db };
  return handles;
}
