import { PROJECT_ID, functionUrl, ports } from '../../scripts/ports.js';
import { DEMO_MEMBER, DEMO_USER } from '../../scripts/demo/demoData.js';
import { adminAuth, functionsSettled } from './emulators.js';

const SEEDED_EMAILS = [DEMO_USER.email, DEMO_MEMBER.email];

/** Creates an Auth emulator user and returns its uid and a real ID token (signed in over the emulator's REST API). */
export async function userWithIdToken(
  email: string,
  options: { emailVerified?: boolean } = {},
): Promise<{ uid: string; idToken: string }> {
  // Re-creating a seeded demo account would change its password for every later suite of the
  // run (they share the Auth emulator): sign those in with idTokenOf(uid).
  if (SEEDED_EMAILS.includes(email)) throw new Error(`${email} is seeded: use idTokenOf(uid)`);
  const password = 'test-password-1';
  const existing = await adminAuth()
    .getUserByEmail(email)
    .catch(() => undefined);
  if (existing) {
    await adminAuth().deleteUser(existing.uid);
    // The deletion's trigger (onAccountDeleted) takes the e-mail off every system: let it run
    // now, not after the caller has written a system that names this e-mail again.
    await functionsSettled();
  }
  const user = await adminAuth().createUser({ email, password, emailVerified: options.emailVerified ?? true });
  const res = await fetch(
    `http://127.0.0.1:${ports().auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-${PROJECT_ID}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const json = (await res.json()) as { idToken?: string };
  if (!json.idToken) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(json)}`);
  return { uid: user.uid, idToken: json.idToken };
}

export type CallableAnswer<T> = { ok: true; result: T } | { ok: false; status: string; message: string };

/** Calls an onCall function over HTTP as the Firebase client SDK does ({data} in, {result} or {error} out). */
export async function callFunction<T = unknown>(
  name: string,
  data: unknown,
  idToken?: string,
): Promise<CallableAnswer<T>> {
  const res = await fetch(functionUrl(name, ports()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const json = (await res.json()) as { result?: T; error?: { status: string; message: string } };
  if (json.error) return { ok: false, status: json.error.status, message: json.error.message };
  return { ok: true, result: json.result as T };
}

/** A real ID token of an existing user, via a custom token signed in on the Auth emulator. */
export async function idTokenOf(uid: string): Promise<string> {
  const token = await adminAuth().createCustomToken(uid);
  const res = await fetch(
    `http://127.0.0.1:${ports().auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-${PROJECT_ID}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  const json = (await res.json()) as { idToken?: string };
  if (!json.idToken) throw new Error(`custom-token sign-in of ${uid} failed: ${JSON.stringify(json)}`);
  return json.idToken;
}

/** Switches the Auth emulator's "one account per e-mail" setting (the account-merge case needs duplicates; docs/BEHAVIOUR.md). */
export async function allowDuplicateEmails(allow: boolean): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${ports().auth}/emulator/v1/projects/${PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ signIn: { allowDuplicateEmails: allow } }),
  });
  if (!res.ok) throw new Error(`Auth emulator config failed: ${res.status} ${await res.text()}`);
}

/**
 * Signs in with Google through the Auth emulator's fake identity provider (no real Google
 * involved); with duplicates allowed this makes a second account with the same e-mail.
 */
export async function signInWithFakeGoogle(email: string, sub: string, emailVerified = true): Promise<string> {
  const idToken = JSON.stringify({ sub, email, email_verified: emailVerified });
  const res = await fetch(
    `http://127.0.0.1:${ports().auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake-${PROJECT_ID}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
        requestUri: 'http://localhost',
        returnSecureToken: true,
      }),
    },
  );
  const json = (await res.json()) as { localId?: string };
  if (!json.localId) throw new Error(`Google sign-in of ${email} failed: ${JSON.stringify(json)}`);
  // Auth records the e-mail of a Google sign-in the IdP verified as verified; the Auth emulator
  // leaves a provider-only account unverified whatever the IdP said: record it as Auth would.
  if (emailVerified) await adminAuth().updateUser(json.localId, { emailVerified: true });
  return json.localId;
}
