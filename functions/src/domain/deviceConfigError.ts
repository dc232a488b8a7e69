import { sensorConfigError } from '@neuron/shared';

/** What reading a device document found about its fields (data/deviceLatest.ts `readDevice`). */
export interface DeviceFieldsRead {
  /** The config as stored, unparsed. */
  storedConfig: unknown;
  /** The document did not match the device schema and was read as a bare device of its type. */
  malformed: boolean;
}

/**
 * What is wrong with a device's stored config, in the user's words (the row shows it as the
 * device's error); null when it is fine. A document that did not parse at all says so too.
 */
export function configErrorOf(read: DeviceFieldsRead): string | null {
  return (
    sensorConfigError(read.storedConfig) ?? (read.malformed ? 'Check device: its stored fields are not valid' : null)
  );
}
