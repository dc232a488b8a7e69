import { applyDeviceEdit } from '../data/deviceEdits.js';
import { planDeviceEdit } from '../domain/deviceEdit.js';
import { deviceEdited } from './recompute.js';
import { withRetries } from './retry.js';

/**
 * An admin saved an edit of a device (system/{sid}/deviceEdits/{sn}): it is applied to the device,
 * then what the edit changes follows as for any config edit (recompute.ts `deviceEdited`: the
 * display in the new units, the rules judged again, the formula change recorded at `editedAtMs`).
 * The device itself has no update trigger: the sample path writes it, and runs no function.
 */
export async function deviceEditWritten(
  systemId: string,
  sn: string,
  nowMs: number,
  editedAtMs: number,
): Promise<void> {
  const applied = await withRetries(`edit of ${systemId}/${sn}`, () => applyDeviceEdit(systemId, sn, planDeviceEdit));
  if (!applied || applied.before === applied.after) return;
  await deviceEdited(systemId, sn, applied.before, applied.after, nowMs, editedAtMs);
}
