import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { functionsSettled } from '../../scripts/functionActivity.js';
import { withTriggersPaused } from '../../scripts/functionTriggers.js';
import { DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { PROJECT_ID, functionUrl, ports } from '../../scripts/ports.js';

// Waits for the functions emulator to be idle (scripts/functionActivity.ts).
export { functionsSettled };

/** Admin SDK handles against the running emulators (emulators:exec sets the *_EMULATOR_HOST variables). */
export function adminApp(): App {
  if (!process.env.FIRESTORE_EMULATOR_HOST)
    throw new Error('Run the emulator suites through `npm run test:emulators`.');
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

export const adminDb = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());
export const ingestUrl = () => functionUrl('ingest', ports());

/**
 * Removes every document from the Firestore emulator, once the functions emulator is idle. The
 * emulator answers 409 while a transaction still holds a lock: that clears up in moments, so it
 * is tried again.
 */
export async function clearFirestore(): Promise<void> {
  await functionsSettled();
  await deleteAllDocuments();
}

/**
 * Clears Firestore as clearFirestore does, with the functions' background triggers paused while
 * the documents go: for a file that wrote thousands of devices, whose removal triggers would keep
 * the functions emulator busy for minutes into the next files. The functions settle first, with
 * their triggers on: a message published before the pause is run, not waited for in vain.
 */
export async function clearFirestoreTriggersPaused(): Promise<void> {
  await functionsSettled();
  await withTriggersPaused(deleteAllDocuments);
}

/** Removes every document; the emulator answers 409 while a transaction holds a lock. */
async function deleteAllDocuments(): Promise<void> {
  const p = ports();
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(
      `http://127.0.0.1:${p.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    if (res.ok) return;
    if (res.status !== 409 || attempt >= 10) throw new Error(`clearing Firestore failed: ${res.status}`);
    await new Promise((r) => setTimeout(r, 500 * attempt));
  }
}

/** Polls until the check returns a value other than undefined. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await check();
      if (v !== undefined) return v;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`condition not met in ${timeoutMs} ms${last ? `: ${String(last)}` : ''}`);
}

/**
 * Waits until the wall clock reaches `epochMs`: for a deadline the product itself defines (a
 * rule's delay judged on the clock), never as a pause for the machine to catch up.
 */
export async function untilClock(epochMs: number): Promise<void> {
  for (let left = epochMs - Date.now(); left > 0; left = epochMs - Date.now()) {
    await new Promise((r) => setTimeout(r, Math.min(left, 200)));
  }
}

export async function closeAdmin(): Promise<void> {
  await Promise.all(getApps().map((a) => deleteApp(a)));
}

/** POSTs a body to /ingest with a gateway key. */
export async function postIngest(body: unknown, key: string | undefined): Promise<{ status: number; json: unknown }> {
  const res = await fetch(ingestUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

/**
 * Posts one sample of a demo sensor through /ingest with its gateway's key, and waits until the
 * functions stored it as the device's latest sample.
 */
export async function postDemoSample(
  gateway: { sn: string; key: string },
  sn: string,
  rawValues: number[],
  time = Date.now(),
): Promise<void> {
  const res = await postIngest({ gatewaySn: gateway.sn, samples: [{ sn, time, rawValues }] }, gateway.key);
  if (res.status !== 202) throw new Error(`ingest answered ${res.status}: ${JSON.stringify(res.json)}`);
  await eventually(
    async () =>
      (await adminDb().doc(`system/${DEMO_SYSTEM_ID}/devices/${sn}`).get()).get('sample.time') === time
        ? true
        : undefined,
    90_000,
  );
}
