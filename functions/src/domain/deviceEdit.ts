import { DEVICE_EDIT_KEYS } from '@neuron/shared';
import { stableJson } from './derivedRecompute.js';
import { planNameWords } from './nameWords.js';

/**
 * The fields of an admin's edit (system/{sid}/deviceEdits/{sn}, as stored) that the device does
 * not hold yet: what applying the edit writes to the device, or null when it holds them all (a
 * redelivered trigger, the same edit saved twice). Only the editable keys are taken, and each as
 * written: a broken config is applied as it is, and the device shows what is wrong with it. A
 * name applied brings its `nameWords` (the lookups' words, derived from it) in the same write.
 */
export function planDeviceEdit(
  edit: Record<string, unknown>,
  device: Record<string, unknown>,
): Record<string, unknown> | null {
  const changed = DEVICE_EDIT_KEYS.filter((k) => k in edit && stableJson(edit[k]) !== stableJson(device[k]));
  if (changed.length === 0) return null;
  const fields: Record<string, unknown> = Object.fromEntries(changed.map((k) => [k, edit[k]]));
  if (typeof fields.alias === 'string') Object.assign(fields, planNameWords({ ...device, alias: fields.alias }));
  return fields;
}
