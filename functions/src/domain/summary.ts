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
    alarms: devices.filter((d) => (d.state?.alarm.length ?? 0) > 0).length,
    updatedAt: nowMs,
  };
}

/** Whether two summaries differ in any count (the time alone is no reason to write). */
export function summaryCountsDiffer(a: SystemSummary | undefined, b: SystemSummary): boolean {
  if (!a) return true;
  return (['sensors', 'gateways', 'virtuals', 'online', 'offline', 'alarms'] as const).some((k) => a[k] !== b[k]);
}

/** Whether a device write can change a summary count: it appeared, vanished, or changed type, online or alarm. */
export function affectsSummary(before: SummaryInput | undefined, after: SummaryInput | undefined): boolean {
  if (!before || !after) return before !== after;
  return (
    before.type !== after.type ||
    (before.state?.online ?? false) !== (after.state?.online ?? false) ||
    (before.state?.alarm.length ?? 0) > 0 !== (after.state?.alarm.length ?? 0) > 0
  );
}
