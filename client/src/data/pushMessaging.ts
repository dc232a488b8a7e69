import { arrayRemove, arrayUnion, doc, setDoc } from 'firebase/firestore';
import { firebase } from './firebaseApp';

const env = import.meta.env;

/** Why this browser has no push token: FCM does not run in it, or the build has no VAPID key. */
export type PushTokenRefusal = 'unsupported' | 'not_configured';

/**
 * The FCM web-push token of this browser, or why there is none (the store says it in words).
 * firebase/messaging is loaded only here, on demand, so the first screen does not carry it. FCM
 * cannot run on the emulators: with VITE_FAKE_FCM=1 (the browser tests) this boundary answers a
 * made-up token instead, and nothing else is faked.
 */
export async function obtainPushToken(): Promise<{ token: string } | { refused: PushTokenRefusal }> {
  if (env.VITE_FAKE_FCM === '1') return { token: `fake-fcm-${crypto.randomUUID()}` };
  const { getMessaging, getToken, isSupported } = await import('firebase/messaging');
  if (!(await isSupported())) return { refused: 'unsupported' };
  const vapidKey = env.VITE_FIREBASE_VAPID_KEY;
  if (!vapidKey) return { refused: 'not_configured' };
  const registration = await navigator.serviceWorker.ready;
  return { token: await getToken(getMessaging(firebase().app), { vapidKey, serviceWorkerRegistration: registration }) };
}

/** Tells FCM this browser no longer wants pushes (nothing to do for the tests' fake token). */
export async function releasePushToken(): Promise<void> {
  if (env.VITE_FAKE_FCM === '1') return;
  const { deleteToken, getMessaging } = await import('firebase/messaging');
  await deleteToken(getMessaging(firebase().app));
}

/** What the browser says about notifications; asks the user when it has not been asked yet. */
export async function requestNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

/** Adds this browser's token to the user's profile (pushTokens), where deliver finds it. */
export async function storePushToken(uid: string, token: string): Promise<void> {
  await setDoc(doc(firebase().db, 'users', uid), { pushTokens: arrayUnion(token) }, { merge: true });
}

/** Removes this browser's token from the user's profile. */
export async function dropPushToken(uid: string, token: string): Promise<void> {
  await setDoc(doc(firebase().db, 'users', uid), { pushTokens: arrayRemove(token) }, { merge: true });
}
