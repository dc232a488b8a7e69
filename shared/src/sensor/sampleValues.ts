import { isSensorErrorCode } from '../catalogues/sensorErrors.js';
import type { SensorConfig } from '../schemas/sensorConfig.js';
import { applyCalc } from './scaling.js';

/** Outcome of scaling raw readings: the values, and which of them failed to calculate. */
export interface ScaledValues {
  values: (number | null)[];
  failed: boolean[];
}

/**
 * Turns a gateway's raw readings into values with the sensor's calc formulas. A reading that
 * is a sensor error code passes through unscaled (it names the error, not a measurement);
 * a formula that fails leaves null and marks the value failed.
 */
export function scaleRawValues(rawValues: readonly (number | null)[], config: SensorConfig): ScaledValues {
  const values: (number | null)[] = [];
  const failed: boolean[] = [];
  rawValues.forEach((raw, i) => {
    if (raw == null || isSensorErrorCode(raw)) {
      values.push(raw);
      failed.push(false);
      return;
    }
    try {
      values.push(applyCalc(raw, config.calc?.[i]));
      failed.push(false);
    } catch {
      values.push(null);
      failed.push(true);
    }
  });
  return { values, failed };
}
