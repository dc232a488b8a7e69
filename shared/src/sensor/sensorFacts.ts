import { PROTOCOL_VERSIONS, type ProtocolVersion } from '../catalogues/statuses.js';
import type { Device } from '../schemas/device.js';

/**
 * Battery level, percent, at or below which a sensor row shows the low-battery badge
 * (docs/GATEWAY_PROTOCOL.md): about a month of life left on the demo sensors' cells.
 */
export const LOW_BATTERY_PERCENT = 20;

/** What a sensor says of itself in its samples; kept on its device as `info` (docs/DATA_MODEL.md). */
export interface SensorFacts {
  battery?: number;
  firmware?: string;
  protocol?: ProtocolVersion;
}

const FACT_FIELDS = ['battery', 'firmware', 'protocol'] as const;

/**
 * The facts a batch of samples reports: each field from the newest sample carrying it (a sample
 * may leave a field out; that says nothing new). Empty when no sample carries any.
 */
export function reportedSensorFacts(samples: readonly (SensorFacts & { time: number })[]): SensorFacts {
  const facts: SensorFacts = {};
  const byTime = [...samples].sort((a, b) => a.time - b.time);
  for (const s of byTime) {
    for (const f of FACT_FIELDS) if (s[f] !== undefined) Object.assign(facts, { [f]: s[f] });
  }
  return facts;
}

/** A device's stored facts, read leniently from its `info` (a malformed field reads as unknown). */
export function deviceSensorFacts(device: Pick<Device, 'info'>): SensorFacts {
  const info = device.info ?? {};
  const facts: SensorFacts = {};
  if (typeof info.battery === 'number' && info.battery >= 0 && info.battery <= 100) facts.battery = info.battery;
  if (typeof info.firmware === 'string') facts.firmware = info.firmware;
  if ((PROTOCOL_VERSIONS as readonly unknown[]).includes(info.protocol))
    facts.protocol = info.protocol as ProtocolVersion;
  return facts;
}

/**
 * The facts that differ from what the device has stored: only these are written, so a sensor
 * repeating its battery, firmware and protocol writes nothing for them. Undefined when none changed.
 */
export function sensorFactsChanges(stored: SensorFacts, reported: SensorFacts): SensorFacts | undefined {
  const changes: SensorFacts = {};
  for (const f of FACT_FIELDS) {
    if (reported[f] !== undefined && reported[f] !== stored[f]) Object.assign(changes, { [f]: reported[f] });
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/** Whether a battery level is low enough for the row's badge. */
export function isLowBattery(battery: number | undefined): boolean {
  return battery !== undefined && battery <= LOW_BATTERY_PERCENT;
}
