import { isSensorErrorCode } from '../catalogues/sensorErrors.js';
import { ERROR_SAMPLE_STATUS } from '../constants.js';
import type { Sample } from '../schemas/sample.js';
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

/** The sample's values under the current config: its raw values scaled when it has them, else its stored values. */
export function sampleValues(config: SensorConfig, sample: Sample): ScaledValues {
  return sample.rawValues?.length
    ? scaleRawValues(sample.rawValues, config)
    : { values: [...sample.values], failed: sample.values.map(() => false) };
}

/** True for an error sample: status 106 (docs/BEHAVIOUR.md). */
export function isErrorSample(sample: Pick<Sample, 'status'> | null | undefined): boolean {
  return sample?.status === ERROR_SAMPLE_STATUS;
}

/**
 * The primary (`pv`) value of a sample as a number, for rules and virtual sensors; null when
 * there is no sample, the value is missing, its formula fails, or it is a sensor error code.
 */
export function primaryValue(config: SensorConfig, sample: Sample | null | undefined): number | null {
  if (!sample) return null;
  const { values } = sampleValues(config, sample);
  const value = values[config.pv ?? 0];
  return value == null || isSensorErrorCode(value) ? null : value;
}
