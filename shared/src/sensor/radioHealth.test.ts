import { describe, expect, it } from 'vitest';
import {
  bestRssi,
  isWeakLink,
  median,
  medianRssi,
  medianRssiFromRollups,
  rssiTrendFromRollups,
  rssiSightings,
  rssiTrendFromSamples,
  WEAK_LINK_AT_OR_BELOW,
} from './radioHealth.js';
import { signalDisplay } from './signal.js';

describe('radio health', () => {
  it('takes the threshold from the signal table: one bar above it, none at it', () => {
    expect(WEAK_LINK_AT_OR_BELOW).toBe(-100);
    expect(signalDisplay({ sampleTime: 0, rssi: WEAK_LINK_AT_OR_BELOW + 1 }, 0)).toEqual({ kind: 'bars', bars: 1 });
    expect(signalDisplay({ sampleTime: 0, rssi: WEAK_LINK_AT_OR_BELOW }, 0).kind).toBe('outline');
  });

  it('flags a median at or below the threshold, not above, not without readings', () => {
    expect(isWeakLink(-100)).toBe(true);
    expect(isWeakLink(-120)).toBe(true);
    expect(isWeakLink(-99.5)).toBe(false);
    expect(isWeakLink(null)).toBe(false);
  });

  it('computes medians', () => {
    expect(median([])).toBeNull();
    expect(median([-90, -110, -100])).toBe(-100);
    expect(median([-90, -100])).toBe(-95);
  });

  it('reads sightings from the gateway map, else the sample gateway', () => {
    expect(
      rssiSightings({ gateways: { A: { time: 1, rssi: -70 }, B: { time: 1 } }, gatewaySn: 'A', rssi: -70 }),
    ).toEqual([['A', -70]]);
    expect(rssiSightings({ gatewaySn: 'C', rssi: -80 })).toEqual([['C', -80]]);
    expect(rssiSightings({ gatewaySn: 'C' })).toEqual([]);
  });

  it('makes hourly median trends per gateway', () => {
    const h = 3_600_000;
    const trend = rssiTrendFromSamples([
      { time: h + 1, values: [], gatewaySn: 'B', rssi: -80 },
      { time: h + 2, values: [], gatewaySn: 'B', rssi: -90 },
      { time: 1, values: [], gatewaySn: 'B', rssi: -70 },
      { time: 2, values: [], gatewaySn: 'A', rssi: -60 },
    ]);
    expect(trend).toEqual([
      { gatewaySn: 'A', x: [0], y: [-60] },
      { gatewaySn: 'B', x: [0, h], y: [-70, -85] },
    ]);
  });

  it('judges a sensor by the best rssi of each sample', () => {
    expect(bestRssi({ gateways: { A: { time: 1, rssi: -110 }, B: { time: 1, rssi: -90 } } })).toBe(-90);
    expect(bestRssi({})).toBeNull();
    expect(medianRssi([{ rssi: -101 }, { rssi: -120 }, {}, { rssi: -80 }])).toBe(-101);
  });

  it('reads hourly rssi per gateway from rollups (when the pipeline keeps it)', () => {
    const day = '2026-11-23';
    const t0 = Date.parse(`${day}T00:00:00Z`);
    const rollups = [
      {
        day,
        rssiHours: {
          '1': { B: { sum: -200, count: 2 }, A: { sum: -110, count: 1 } },
          '0': { A: { sum: -300, count: 3 }, C: { sum: 0, count: 0 } },
          '5': { A: { sum: -90, count: 1 } },
        },
      },
      { day: '2026-11-22' },
    ];
    const range = { from: t0, to: t0 + 2 * 3_600_000 };
    expect(rssiTrendFromRollups(rollups, range)).toEqual([
      { gatewaySn: 'A', x: [t0, t0 + 3_600_000], y: [-100, -110] },
      { gatewaySn: 'B', x: [t0 + 3_600_000], y: [-100] },
    ]);
    expect(medianRssiFromRollups(rollups, range)).toBe(-100);
    expect(medianRssiFromRollups([{ day }], range)).toBeNull();
  });
});
