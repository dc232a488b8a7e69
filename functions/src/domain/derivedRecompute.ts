import type { Device, DeviceState, Sample } from '@neuron/shared';
import { deriveState } from './sampleWrite.js';

/** JSON with object keys in order, so two equal values give the same text. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Whether a device write changed an input of its derived state (its config: formulas, units,
 * digitiser, binary texts, a virtual's expression and inputs; or its alias, which event texts
 * carry). A sample update (the store path's own write) and a derived-state rewrite change none,
 * so the trigger that calls this returns at once for them and never loops.
 */
export function derivedInputsChanged(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): boolean {
  if (!before || !after) return false;
  return before.type !== after.type || stableJson(before.config ?? {}) !== stableJson(after.config ?? {});
}

/**
 * A sensor's state recomputed with its current config (pure): the display texts of the values
 * kept with its latest sample (in the current units, digitiser and binary texts) and the error
 * text. The sample itself stays as it was measured: a formula change applies to the samples
 * that come after it (docs/DECISIONS_CLIENT.md "History is what was measured"). Online, last seen and
 * the alarm list are the clock's and the rules' and stay as they are. Undefined when nothing
 * differs (no write) or there is no sample.
 */
export function recomputeSensorState(
  device: Pick<Device, 'config' | 'sample' | 'state'>,
  configError: string | null,
  nowMs: number,
): { sample: Sample; state: DeviceState } | undefined {
  const { sample, state } = device;
  if (!sample || !state) return undefined;
  const derived = deriveState(device, sample, nowMs, configError);
  const next: DeviceState = {
    ...state,
    errorCode: derived.errorCode,
    errorText: derived.errorText,
    display: derived.display,
  };
  return stableJson(state) === stableJson(next) ? undefined : { sample, state: next };
}
