import { DISPLAY_TEXT } from '../catalogues/messages.js';
import { isSensorErrorCode, SENSOR_ERROR_MESSAGES } from '../catalogues/sensorErrors.js';
import type { Sample } from '../schemas/sample.js';
import type { SensorConfig } from '../schemas/sensorConfig.js';
import { binaryText } from './binary.js';
import { digitizerText } from './digitizer.js';
import { isErrorSample, keptValues, sampleValues, type ScaledValues } from './sampleValues.js';
import { unitOf } from './scaling.js';

/** One value as the user sees it. */
export interface ValueDisplay {
  text: string;
  value: number | null;
  unit: string;
  isError: boolean;
}

function displayOne(
  config: SensorConfig,
  index: number,
  value: number | null,
  failed: boolean,
  keptUnit?: string,
): ValueDisplay {
  // A kept value reads in the unit it was computed in: an edited formula and unit apply from the
  // next sample, so the value before it is never shown under the new unit.
  const unit = keptUnit ?? unitOf(index, config.si, config.calc);
  if (failed) return { text: DISPLAY_TEXT.calculationFailed, value: null, unit, isError: true };
  if (value == null) return { text: DISPLAY_TEXT.noValues, value: null, unit, isError: false };
  if (isSensorErrorCode(value)) return { text: SENSOR_ERROR_MESSAGES[value], value, unit, isError: true };
  // A stored null means "no binary display", the same as a missing field.
  if (config.binary != null && (readIndex(config.binary, 'pv') ?? 0) === index) {
    const text = binaryText(config.binary, value);
    return text === undefined
      ? { text: DISPLAY_TEXT.badBinaryConfig, value, unit, isError: true }
      : { text, value, unit: '', isError: false };
  }
  if (config.digitizer != null && (readIndex(config.digitizer, 'index') ?? 0) === index) {
    const text = digitizerText(config.digitizer, value);
    return text === undefined
      ? { text: DISPLAY_TEXT.badDigitizerConfig, value, unit, isError: true }
      : { text, value, unit: '', isError: false };
  }
  return { text: unit ? `${value} ${unit}` : String(value), value, unit, isError: false };
}

/** One value as the device shows it (unit, binary or digitiser text), for texts that name a reading. */
export function displayValueText(config: SensorConfig, index: number, value: number | null): string {
  return displayOne(config, index, value, false).text;
}

// A broken config still says which value it meant, when it says it validly; otherwise its
// failure text lands on the first value rather than vanishing.
function readIndex(config: unknown, key: string): number | undefined {
  if (config && typeof config === 'object' && Object.hasOwn(config, key)) {
    const v = (config as Record<string, unknown>)[key];
    return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined;
  }
  return undefined;
}

/**
 * Every value of a sample as display text (docs/CATALOGUES.md): "No data" without a sample,
 * "No Data" without values, "Error" where a formula failed, config failures by name. Shows the
 * values kept with the sample (computed with the formulas of its time) in the units they were
 * computed in (the current ones for a sample that kept none) and the current texts, unless `scaled` says otherwise (the editor's preview); every value of an error sample
 * (status 106) is marked as an error.
 */
export function displayValues(
  config: SensorConfig,
  sample: Sample | null | undefined,
  scaled: (s: Sample) => ScaledValues = keptValues,
): ValueDisplay[] {
  if (!sample) return [{ text: DISPLAY_TEXT.noSample, value: null, unit: '', isError: false }];
  const { values, failed, units } = scaled(sample);
  if (values.length === 0) return [{ text: DISPLAY_TEXT.noValues, value: null, unit: '', isError: false }];
  const errorSample = isErrorSample(sample);
  return values.map((v, i) => {
    const shown = displayOne(config, i, v, failed[i], units?.[i]);
    return errorSample ? { ...shown, isError: true } : shown;
  });
}

/** The latest sample as a draft config would show it: its raw values through the draft's formulas. */
export function previewValues(config: SensorConfig, sample: Sample | null | undefined): ValueDisplay[] {
  return displayValues(config, sample, (s) => sampleValues(config, s));
}

/** The primary value (`pv`) as display text. */
export function primaryDisplay(config: SensorConfig, sample: Sample | null | undefined): ValueDisplay {
  const all = displayValues(config, sample);
  return all[config.pv ?? 0] ?? all[0];
}
