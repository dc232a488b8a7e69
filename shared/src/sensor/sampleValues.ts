import { isSensorErrorCode } from '../catalogues/sensorErrors.js';
import { ERROR_SAMPLE_STATUS } from '../constants.js';
import type { Sample } from '../schemas/sample.js';
import type { SensorConfig } from '../schemas/sensorConfig.js';
import { applyCalc } from './scaling.js';

/** Outcome of scaling raw readings: the values, and which of them failed to calculate. */
export interface ScaledValues {
  values: (number | null)[];
  failed: boolean[];
  /**
   * The unit each value was computed in, where known (the kept values of a sample that stored
   * them); otherwise a value reads in the config's current unit.
   */
  units?: readonly string[];
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

/**
 * The sample's values scaled again under a config: its raw values through `config`'s formulas
 * when it has them, else its stored values. Only for a value not yet stored (a sample arriving)
 * or a draft config's preview: history keeps the values computed when a sample arrived
 * (`keptValues`), so a formula change applies from its time on (docs/DECISIONS_CLIENT.md, "History is what was measured").
 */
export function sampleValues(config: SensorConfig, sample: Sample): ScaledValues {
  return sample.rawValues?.length
    ? scaleRawValues(sample.rawValues, config)
    : {
        values: [...sample.values],
        failed: sample.values.map(() => false),
        ...(sample.units ? { units: sample.units } : {}),
      };
}

/**
 * The values stored with a sample, computed with the formulas of its time: what the charts, the
 * CSV, the display and virtual sensors read, with the units they were computed in. A null stored where a real reading came marks a
 * formula that failed when the sample arrived.
 */
export function keptValues(sample: Pick<Sample, 'values' | 'rawValues' | 'units'>): ScaledValues {
  const raw = sample.rawValues ?? [];
  return {
    values: [...sample.values],
    failed: sample.values.map((v, i) => v == null && raw[i] != null && !isSensorErrorCode(raw[i])),
    ...(sample.units ? { units: sample.units } : {}),
  };
}

/** True for an error sample: status 106 (docs/BEHAVIOUR.md). */
export function isErrorSample(sample: Pick<Sample, 'status'> | null | undefined): boolean {
  return sample?.status === ERROR_SAMPLE_STATUS;
}

/**
 * The primary (`pv`) value of a sample as stored (`keptValues`), for virtual sensors; null when
 * there is no sample, the value is missing, its formula failed, or it is a sensor error code.
 */
export function primaryValue(config: SensorConfig, sample: Sample | null | undefined): number | null {
  if (!sample) return null;
  const { values } = keptValues(sample);
  const value = values[config.pv ?? 0];
  return value == null || isSensorErrorCode(value) ? null : value;
}
