import { DEVICE_EDIT_KEYS } from '@neuron/shared';
import { stableJson } from './derivedRecompute.js';

/**
 * The fields of an admin's edit (system/{sid}/deviceEdits/{sn}, as stored) that the device does
 * not hold yet: what applying the edit writes to the device, or null when it holds them all (a
 * redelivered trigger, the same edit saved twice). Only the editable keys are taken, and each as
 * written: a broken config is applied as it is, and the device shows what is wrong with it.
 */
export function planDeviceEdit(
  edit: Record<string, unknown>,
  device: Record<string, unknown>,
): Record<string, unknown> | null {
  const changed = DEVICE_EDIT_KEYS.filter((k) => k in edit && stableJson(edit[k]) !== stableJson(device[k]));
  return changed.length > 0 ? Object.fromEntries(changed.map((k) => [k, edit[k]])) : null;
}
