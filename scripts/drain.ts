// Graceful stop: before the emulators export their data, let the samples already accepted
// (answered 202) finish their way through Pub/Sub and storeSamples.
import type { Firestore } from 'firebase-admin/firestore';

/** What changes while the store path is busy: how many history samples exist, and each device's latest sample. */
async function fingerprint(db: Firestore): Promise<string> {
  const [count, devices] = await Promise.all([
    db.collectionGroup('samples').count().get(),
    db.collectionGroup('devices').select('sample.time').get(),
  ]);
  return JSON.stringify([count.data().count, devices.docs.map((d) => [d.ref.path, d.get('sample.time') ?? null])]);
}

/**
 * Resolves once nothing in the store path has changed for `quietMs` (or after `timeoutMs`, saying
 * so): in-flight deliveries are then stored, and an export taken now holds them.
 */
export async function waitForStoreQuiet(
  db: Firestore,
  { quietMs = 3000, pollMs = 500, timeoutMs = 60_000 } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let last = await fingerprint(db);
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, pollMs));
    const now = await fingerprint(db);
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    } else if (Date.now() - quietSince >= quietMs) return true;
  }
  return false;
}
