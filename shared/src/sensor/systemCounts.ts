import type { SystemSummary } from '../schemas/system.js';

/** The counts a system's summary keeps (SystemSummary, besides its `updatedAt`). */
export const SUMMARY_COUNT_KEYS = [
  'sensors',
  'gateways',
  'virtuals',
  'online',
  'offline',
  'sensorsOnline',
  'gatewaysOnline',
  'virtualsOnline',
  'alarms',
] as const satisfies readonly (keyof SystemSummary)[];

/** How many devices of one kind, and how many of them are online or offline. */
export interface KindCount {
  total: number;
  online: number;
  offline: number;
}

/** A system's counts: the one definition the home card and the system page both show. */
export interface SystemCounts {
  sensors: KindCount;
  virtuals: KindCount;
  gateways: KindCount;
  alarms: number;
}

/** What of a device the counts need: its kind, whether it is online, whether it is in alarm. */
export interface CountedDevice {
  type: 'SENSOR' | 'VIRTUAL' | 'GATEWAY';
  online: boolean;
  inAlarm: boolean;
}

const kind = (devices: readonly CountedDevice[], type: CountedDevice['type']): KindCount => {
  const of = devices.filter((d) => d.type === type);
  const online = of.filter((d) => d.online).length;
  return { total: of.length, online, offline: of.length - online };
};

/** Counts of devices as the system page's rows show them (a never-heard device is offline). */
export function countDevices(devices: readonly CountedDevice[]): SystemCounts {
  return {
    sensors: kind(devices, 'SENSOR'),
    virtuals: kind(devices, 'VIRTUAL'),
    gateways: kind(devices, 'GATEWAY'),
    alarms: devices.filter((d) => d.inAlarm).length,
  };
}

/** The counts functions keep on the system document, read the same way (a new system: all zero). */
export function countsOfSummary(summary: SystemSummary | undefined): SystemCounts {
  const s = summary;
  const of = (total: number, online: number): KindCount => ({ total, online, offline: Math.max(0, total - online) });
  return {
    sensors: of(s?.sensors ?? 0, s?.sensorsOnline ?? 0),
    virtuals: of(s?.virtuals ?? 0, s?.virtualsOnline ?? 0),
    gateways: of(s?.gateways ?? 0, s?.gatewaysOnline ?? 0),
    alarms: s?.alarms ?? 0,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One kind as shown: "3 sensors: 2 online, 1 offline" ("0 gateways" when there are none). */
export function kindCountText(count: KindCount, one: string, many: string): string {
  const head = plural(count.total, one, many);
  return count.total === 0 ? head : `${head}: ${count.online} online, ${count.offline} offline`;
}

/** Every line of the counts, as the card and the page show them. */
export function systemCountsText(c: SystemCounts): string[] {
  return [
    kindCountText(c.sensors, 'sensor', 'sensors'),
    kindCountText(c.virtuals, 'virtual sensor', 'virtual sensors'),
    kindCountText(c.gateways, 'gateway', 'gateways'),
    plural(c.alarms, 'alarm', 'alarms'),
  ];
}
