import { describe, expect, it } from 'vitest';
import { hotDocuments, writesByKind, type Phase } from './costPhases.js';

const phase = (writes: Record<string, number[]>): Phase => ({
  runs: {},
  meterReads: 0,
  meterWrites: 0,
  reads: 0,
  writes: new Map(Object.entries(writes)),
});

describe("the cost bench's phases", () => {
  it('tells history, the devices it was written for, day rollups, devices without history and the rest apart', () => {
    const p = phase({
      'system/s/devices/S-1/samples/1764650000000': [1],
      'system/s/devices/S-1/samples/1764650060000': [2],
      'system/s/devices/S-1': [1, 2],
      'system/s/devices/S-1/rollups/2026-12-01': [2],
      'system/s/devices/G-1': [3],
      'gatewayInfo/G-1': [3],
    });
    expect(writesByKind(p.writes)).toEqual({ history: 2, devices: 2, rollups: 1, unsampled: 1, other: 1 });
  });

  it('finds the busiest documents: most writes in one second, and per second over the phase', () => {
    const p = phase({ 'system/s/summary/counts': [0, 100, 2_000, 10_000], 'system/s/devices/S-1': [500, 9_000] });
    const hot = hotDocuments(p);
    expect(hot.seconds).toBe(10);
    expect(hot.top[0]).toMatchObject({ path: 'system/s/summary/counts', peak: 2, writes: 4, average: 0.4 });
  });
});
