import type { Device, SystemSummary } from '@neuron/shared';

/** What of a device the system summary counts. */
export type SummaryInput = Pick<Device, 'type' | 'state'>;

/**
 * Counts of a system's devices (docs/DATA_MODEL.md): sensors, gateways and virtuals by type; online and
 * offline over sensors and gateways (a device never heard from counts as offline); devices in alarm.
 */
export function computeSummary(devices: readonly SummaryInput[], nowMs: number): SystemSummary {
  const physical = devices.filter((d) => d.type !== 'VIRTUAL');
  const online = physical.filter((d) => d.state?.online === true).length;
  return {
    sensors: devices.filter((d) => d.type === 'SENSOR').length,
    gateways: devices.filter((d) => d.type === 'GATEWAY').length,
    virtuals: devices.filter((d) => d.type === 'VIRTUAL').length,
    online,
    offline: physical.length - online,
    sensorsOnline: devices.filter((d) => d.type === 'SENSOR' && d.state?.online === true).length,
    gatewaysOnline: devices.filter((d) => d.type === 'GATEWAY' && d.state?.online === true).length,
    virtualsOnline: devices.filter((d) => d.type === 'VIRTUAL' && d.state?.online === true).length,
    alarms: devices.filter((d) => (d.state?.alarm.length ?? 0) > 0).length,
    updatedAt: nowMs,
  };
}

const COUNT_KEYS = [
  'sensors',
  'gateways',
  'virtuals',
  'online',
  'offline',
  'sensorsOnline',
  'gatewaysOnline',
  'virtualsOnline',
  'alarms',
] as const;
/** Change of each summary count, positive or negative. */
export type SummaryDelta = Record<(typeof COUNT_KEYS)[number], number>;

/**
 * What a device write changes in the summary counts. A device counts once it has a `state`
 * (set when it is created, by a function, or with its first sample), so the write that gives it
 * a state adds it and its removal takes it out: the counts stay right without a recount.
 */
export function summaryDelta(before: SummaryInput | undefined, after: SummaryInput | undefined): SummaryDelta {
  const counted = (d: SummaryInput | undefined) => computeSummary(d?.state ? [d] : [], 0);
  const a = counted(before);
  const b = counted(after);
  return Object.fromEntries(COUNT_KEYS.map((k) => [k, b[k] - a[k]])) as SummaryDelta;
}

/** Whether a delta changes any count. */
export function isEmptyDelta(delta: SummaryDelta): boolean {
  return COUNT_KEYS.every((k) => delta[k] === 0);
}
