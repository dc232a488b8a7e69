import { LOG_SEVERITY } from '../catalogues/statuses.js';
import type { Sample } from '../schemas/sample.js';
import { sampleError } from './sampleError.js';

/**
 * What a sensor's newest sample changes about its error (docs/ALERTS.md, "Sensor errors"):
 * - `error`: it now reports an error (status 106 or a 30000–30115 code) and did not before, or
 *   reports a different code than before (the cause changed, so the user hears of the new one);
 * - `error_cleared`: it reported an error and now reports a valid value again;
 * - null: nothing changed (still valid, or the same error again).
 * `severity` is the log severity of the catalogue (Error 20 raised, Info 0 cleared).
 */
export type SensorErrorChange =
  | { kind: 'error'; code: number; text: string; time: number; severity: number }
  | { kind: 'error_cleared'; code: number; time: number; severity: number };

/**
 * The error change from the sensor's previous latest sample to its new one (pure: both are
 * inputs, so a re-delivered batch decides the same). No previous sample counts as valid.
 */
export function sensorErrorChange(
  previous: Pick<Sample, 'values' | 'rawValues' | 'status'> | null | undefined,
  next: Pick<Sample, 'values' | 'rawValues' | 'status' | 'time'>,
): SensorErrorChange | null {
  const was = previous ? sampleError(previous) : null;
  const now = sampleError(next);
  if (now && now.code !== was?.code) {
    return { kind: 'error', code: now.code, text: now.text, time: next.time, severity: LOG_SEVERITY.Error };
  }
  if (!now && was) return { kind: 'error_cleared', code: was.code, time: next.time, severity: LOG_SEVERITY.Info };
  return null;
}
