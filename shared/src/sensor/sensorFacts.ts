import type { Device, SensorFacts } from '../schemas/device.js';

/**
 * Battery level, percent, at or below which a sensor row shows the low-battery badge
 * (docs/GATEWAY_PROTOCOL.md): early enough to plan a battery change on the next visit.
 */
export const LOW_BATTERY_PERCENT = 20;

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

/** A device's stored facts (none yet: empty). */
export function deviceSensorFacts(device: Pick<Device, 'facts'>): SensorFacts {
  return device.facts ?? {};
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
