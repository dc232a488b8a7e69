import { db } from './admin.js';
import { runTransaction } from './transaction.js';
import { meter } from './meter.js';
import { paths } from './paths.js';

/** A device as it was before an edit was applied and as it is after (raw document data). */
export interface AppliedEdit {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/**
 * Applies a device's latest edit (system/{sid}/deviceEdits/{sn}, read again here, so edits
 * delivered out of order end at the newest) to the device, in a transaction over both: `plan`
 * (domain/deviceEdit.ts `planDeviceEdit`) says which fields change. Undefined when the device or
 * the edit is gone; `after` equals `before` when nothing changed (nothing is written then).
 */
export async function applyDeviceEdit(
  systemId: string,
  sn: string,
  plan: (edit: Record<string, unknown>, device: Record<string, unknown>) => Record<string, unknown> | null,
): Promise<AppliedEdit | undefined> {
  const editRef = db().doc(paths.deviceEdit(systemId, sn));
  const deviceRef = db().doc(paths.device(systemId, sn));
  return runTransaction(async (tx) => {
    const [editSnap, deviceSnap] = await tx.getAll(editRef, deviceRef);
    meter.read(2);
    const edit = editSnap.data();
    const before = deviceSnap.data();
    if (!edit || !before) return undefined;
    const fields = plan(edit, before);
    if (!fields) return { before, after: before };
    tx.update(deviceRef, fields);
    meter.write(1);
    return { before, after: { ...before, ...fields } };
  });
}

/** A removed device's pending edit goes with it (a device made again later starts without one). */
export async function deleteDeviceEdit(systemId: string, sn: string): Promise<void> {
  await db().doc(paths.deviceEdit(systemId, sn)).delete();
  meter.write(1);
}
