import { DISPLAY_TEXT } from '../catalogues/messages.js';
import { isSensorErrorCode, SENSOR_ERROR_MESSAGES, type SensorErrorCode } from '../catalogues/sensorErrors.js';
import { ERROR_SAMPLE_STATUS } from '../constants.js';
import type { Sample } from '../schemas/sample.js';

/** What is wrong with a sample: the error code and the text to show. */
export interface SampleError {
  code: number;
  text: string;
}

/**
 * The error a sample carries: the first reading that is a sensor error code (with its catalogue
 * message), else status 106 itself (shown as "Error"); null for a sample without an error.
 */
export function sampleError(sample: Pick<Sample, 'values' | 'rawValues' | 'status'>): SampleError | null {
  const readings = sample.rawValues?.length ? sample.rawValues : sample.values;
  const code = readings.find((v): v is SensorErrorCode => v != null && isSensorErrorCode(v));
  if (code !== undefined) return { code, text: SENSOR_ERROR_MESSAGES[code] };
  if (sample.status === ERROR_SAMPLE_STATUS) return { code: ERROR_SAMPLE_STATUS, text: DISPLAY_TEXT.calculationFailed };
  return null;
}
