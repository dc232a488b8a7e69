import { emulatorOrigin, firebaseAuth, firebaseConfig } from './authApp';
import { EMULATOR_PORTS } from './backend';
import { RestError, type RestTarget } from './firestoreRest';

/**
 * Where the page's REST reads go and the signed-in user's ID token for them (a fresh one when
 * the held one is about to expire: Auth's `getIdToken`). The device list's worker
 * (deviceList.worker.ts) has no Auth of its own; the page asks for each read with this.
 */
export async function restTarget(): Promise<RestTarget> {
  const { auth } = firebaseAuth();
  await auth.authStateReady(); // a page just loaded may not have restored the signed-in user yet
  const user = auth.currentUser;
  if (!user) throw new RestError('no signed-in user for the REST read', 401);
  const origin = emulatorOrigin(EMULATOR_PORTS.firestore) ?? 'https://firestore.googleapis.com';
  return {
    documentsUrl: `${origin}/v1/projects/${firebaseConfig.projectId}/databases/(default)/documents`,
    projectId: firebaseConfig.projectId,
    token: await user.getIdToken(),
  };
}
