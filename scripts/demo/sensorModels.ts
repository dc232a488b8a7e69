// What the demo sensors look like on the radio, shared by the live simulator and the seeded history.

/** The catalogue's 'Probe not connected or defective' code (docs/CATALOGUES.md). */
export const PROBE_NOT_CONNECTED = 30115;

/** Typical signal strength (dBm) of each demo sensor at its gateway. */
export const BASE_RSSI: Record<string, number> = {
  'S-1001': -72,
  'S-1002': -88,
  'S-1003': -97,
  'S-1004': -84,
  'S-1005': -110,
  'S-1006': -76,
};

/**
 * What each demo sensor says of itself in its samples (docs/GATEWAY_PROTOCOL.md): battery percent
 * when the simulator starts, firmware and radio protocol. The cold-room sensor's battery is
 * already low, so its row shows the low-battery badge.
 */
export const SENSOR_FACTS: Record<string, { battery: number; firmware: string; protocol: 'OLD' | 'V2' | 'V3' }> = {
  'S-1001': { battery: 92, firmware: '4.1.0', protocol: 'V3' },
  'S-1002': { battery: 78, firmware: '4.1.0', protocol: 'V3' },
  'S-1003': { battery: 64, firmware: '2.7.3', protocol: 'OLD' },
  'S-1004': { battery: 55, firmware: '3.0.2', protocol: 'V2' },
  'S-1005': { battery: 14, firmware: '3.0.2', protocol: 'V2' },
  'S-1006': { battery: 83, firmware: '4.1.0', protocol: 'V3' },
};

/** How fast a demo battery drains: one percent an hour, so a running demo shows it move. */
const BATTERY_MS_PER_PERCENT = 60 * 60 * 1000;

/**
 * A demo sensor's battery at `time`: its starting level at `startedAt`, draining by the hour
 * (higher for earlier times, as a backlog sent after a gap would say), never below 1 %.
 */
export function demoBattery(sn: string, time: number, startedAt: number): number | undefined {
  const start = SENSOR_FACTS[sn]?.battery;
  if (start === undefined) return undefined;
  return Math.min(100, Math.max(1, start - Math.floor((time - startedAt) / BATTERY_MS_PER_PERCENT)));
}

const TANK_CYCLE_MS = 48 * 60 * 60 * 1000;

/** When the demo tank was last refilled before a history ends (or the simulator starts): it is falling then. */
export const TANK_REFILLED_BEFORE_MS = 30 * 60 * 60 * 1000;

/**
 * The demo water tank's raw level (0–1000, shown as %) at `time`: full (950) at a refill, empty
 * over two days (down to 100), refilled every 48 hours from `refilledAt`. The seeded history and
 * the live simulator share it, so the level and its forecast carry on across `npm start`.
 */
export function demoTankRaw(time: number, refilledAt: number): number {
  const phase = ((((time - refilledAt) % TANK_CYCLE_MS) + TANK_CYCLE_MS) % TANK_CYCLE_MS) / TANK_CYCLE_MS;
  return 950 - 850 * phase;
}
