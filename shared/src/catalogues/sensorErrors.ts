/** Sensor error codes of docs/CATALOGUES.md. 30003–30005 are known codes with an empty message. */
export const SENSOR_ERROR_MESSAGES = {
  30000: 'Error: Short Circuit',
  30001: 'Error: Open loop',
  30002: 'Error: Firmware error',
  30003: '',
  30004: '',
  30005: '',
  30006: 'Error: Radio timeout',
  30007: 'Error: Value out of range',
  30100: 'Error: Element not connected',
  30115: 'Error: Probe not connected or defective',
} as const;

/** A catalogued sensor error code. */
export type SensorErrorCode = keyof typeof SENSOR_ERROR_MESSAGES;

/** True when the value is one of the catalogued sensor error codes. */
export function isSensorErrorCode(value: number): value is SensorErrorCode {
  return Object.hasOwn(SENSOR_ERROR_MESSAGES, value);
}

/** Message for a sensor error code; undefined when the value is not an error code. */
export function sensorErrorMessage(value: number): string | undefined {
  return isSensorErrorCode(value) ? SENSOR_ERROR_MESSAGES[value] : undefined;
}
