import { describe, expect, it } from 'vitest';
import type { Device } from '../schemas/device.js';
import { ONLINE_WINDOW_MS } from '../constants.js';
import { deviceOnline } from './deviceStatus.js';
import { gatewaysOfSample } from './gatewayHeard.js';
import { countDevices } from './systemCounts.js';
import { SystemTally } from './systemTally.js';

const NOW = 10 * ONLINE_WINDOW_MS;

/** The counts as the line once made them: every device, each online as its row says. */
function counted(devices: readonly Device[], now: number) {
  const heard = (gw: string) => devices.filter((d) => d.type === 'SENSOR' && gatewaysOfSample(d.sample).includes(gw));
  return countDevices(
    devices.map((d) => ({
      type: d.type,
      online: deviceOnline(d, d.type === 'GATEWAY' ? heard(d.sn) : [], now),
      inAlarm: (d.state?.alarm.length ?? 0) > 0,
    })),
  );
}

/** A small deterministic generator, so a failing sequence is the same on every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    // mulberry32
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

function someDevice(next: (n: number) => number): Device {
  const type = (['SENSOR', 'SENSOR', 'SENSOR', 'VIRTUAL', 'GATEWAY'] as const)[next(5)];
  const sn = `${type[0]}${next(8)}`;
  const gw = `G${next(3)}`;
  const time = NOW - next(3) * ONLINE_WINDOW_MS * 0.75;
  const base: Device = { type, sn, alias: sn, tags: [], labels: [], config: {} } as Device;
  const state = next(3) === 0 ? { alarm: ['high'], online: next(2) === 0 } : undefined;
  const sample =
    type === 'SENSOR' && next(4) > 0
      ? {
          time,
          rawValues: [1],
          values: [1],
          ...(next(2) ? { gatewaySn: gw } : {}),
          ...(next(2) ? { gateways: { [`G${next(3)}`]: { time: time - next(2) * ONLINE_WINDOW_MS } } } : {}),
        }
      : undefined;
  // A gateway's own last report: none, within the window or outside it (it counts beside its sensors').
  const reportedAt = type === 'GATEWAY' && next(2) ? NOW - next(3) * ONLINE_WINDOW_MS * 0.75 : undefined;
  return {
    ...base,
    ...(sample ? { sample } : {}),
    ...(state ? { state } : {}),
    ...(reportedAt !== undefined ? { reportedAt } : {}),
  } as Device;
}

/**
 * Deep equality of plain data. The test compares 12,000 times: an expect() each was seconds of
 * work under coverage, and on a busy machine the test ran past its time limit. expect() is
 * called only for a difference, to report it.
 */
const same = (a: unknown, b: unknown): boolean =>
  a === b ||
  (typeof a === 'object' &&
    typeof b === 'object' &&
    a !== null &&
    b !== null &&
    Object.keys(a).length === Object.keys(b).length &&
    Object.entries(a).every(([k, v]) => same(v, (b as Record<string, unknown>)[k])));

describe('SystemTally', () => {
  it('counts as the whole recount does, after any sequence of changes and clock ticks', () => {
    let compared = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const next = random(seed);
      const tally = new SystemTally();
      const held = new Map<string, Device>();
      let now = NOW;
      tally.countsAt(now);
      for (let step = 0; step < 60; step++) {
        const roll = next(10);
        if (roll < 6) {
          const d = someDevice(next);
          const before = held.get(d.sn);
          if (before && before.type !== d.type) continue; // a device keeps its type
          held.set(d.sn, d);
          tally.update(before, d);
        } else if (roll < 8) {
          const ids = [...held.keys()];
          if (ids.length === 0) continue;
          const id = ids[next(ids.length)];
          tally.update(held.get(id), undefined);
          held.delete(id);
        } else if (roll < 9) {
          now += ONLINE_WINDOW_MS * 0.5;
        } else {
          tally.replace(held.values());
        }
        const counts = tally.countsAt(now);
        const recounted = counted([...held.values()], now);
        if (!same(counts, recounted)) expect(counts, `seed ${seed}, step ${step}`).toEqual(recounted);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });
});
