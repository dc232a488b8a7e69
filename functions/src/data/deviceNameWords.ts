import { FieldPath, type Timestamp } from 'firebase-admin/firestore';
import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { meter } from './meter.js';
import { paths } from './paths.js';

type NameWordsPlan = (device: Record<string, unknown>) => { nameWords: string[] } | null;

/**
 * Writes a device's `nameWords` as `plan` (domain/nameWords.ts `planNameWords`) says, in a
 * transaction over the device, so a rename applied meanwhile is planned from. False when the device
 * is gone or needs no write.
 */
export async function updateNameWords(systemId: string, sn: string, plan: NameWordsPlan): Promise<boolean> {
  const ref = db().doc(paths.device(systemId, sn));
  return runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    meter.read(1);
    const fields = snap.exists ? plan(snap.data() ?? {}) : null;
    if (!fields) return false;
    tx.update(ref, fields);
    meter.write(1);
    return true;
  });
}

/**
 * Plans `nameWords` for one page of a system's devices (id order, after `after`; only the fields
 * the plan reads) and writes those that need it, each only if the device was not written since it
 * was read (a precondition, so a rename or a sample meanwhile is never overwritten by an older
 * read). Returns the page's last id (null at the end), how many were read and written, and the
 * serials whose write met a newer version (the caller plans those again).
 */
export async function writeNameWordsPage(
  systemId: string,
  after: string | null,
  size: number,
  plan: NameWordsPlan,
): Promise<{ last: string | null; read: number; written: number; changed: string[] }> {
  let query = db()
    .collection(paths.devices(systemId))
    .orderBy(FieldPath.documentId())
    .select('alias', 'nameWords')
    .limit(size);
  if (after !== null) query = query.startAfter(after);
  const snap = await query.get();
  meter.read(Math.max(1, snap.size));
  const writer = db().bulkWriter();
  const changed: string[] = [];
  let written = 0;
  writer.onWriteError((error) => {
    // FAILED_PRECONDITION: written since it was read. Planned again by the caller, not retried blindly.
    if (error.code !== 9) return error.failedAttempts < 5;
    changed.push(error.documentRef.id);
    return false;
  });
  for (const doc of snap.docs) {
    const fields = plan(doc.data());
    if (!fields) continue;
    const readAt: Timestamp = doc.updateTime;
    writer
      .update(doc.ref, fields, { lastUpdateTime: readAt })
      .then(() => {
        written++;
        meter.write(1);
      })
      .catch(() => undefined); // reported through onWriteError
  }
  await writer.close();
  const last = snap.size < size ? null : (snap.docs[snap.docs.length - 1]?.id ?? null);
  return { last, read: snap.size, written, changed };
}
