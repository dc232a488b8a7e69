import { rollupDay, samplePaths } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { rawSampleExpireAt } from '../../functions/src/domain/retention.js';
import { demoHistory } from './demoHistory.js';
import { demoHistoryWrites } from './seedHistory.js';

// The demo's history is written as the sample path writes it: the history documents carry the
// TTL field the product writes (`expireAt`), and the day rollups sit under the product's day key.

const NOW = Date.parse('2026-03-10T10:17:00Z');
const DEVICE = 'system/demo/devices/S-1001';

describe('demoHistoryWrites: the demo history in the stored shapes', () => {
  const samples = demoHistory(NOW, 2).get('S-1001')!;

  it("writes each sample's history document with the expireAt of the raw history's TTL", () => {
    const writes = demoHistoryWrites(DEVICE, samples, new Set());
    const history = writes.filter((w) => w.path.includes('/samples/'));
    expect(history).toHaveLength(samples.length);
    for (const [i, s] of samples.entries()) {
      expect(history[i]!.path).toBe(`${DEVICE}/samples/${samplePaths.id(s.time)}`);
      expect(history[i]!.data.expireAt).toEqual(rawSampleExpireAt(s.time));
      expect(history[i]!.data.time).toBe(s.time);
    }
  });

  it("keys the day rollups by the product's day, and leaves out the days that keep theirs", () => {
    const days = [...new Set(samples.map((s) => rollupDay(s.time)))];
    expect(days.length).toBeGreaterThanOrEqual(3);
    const all = demoHistoryWrites(DEVICE, samples, new Set());
    expect(all.filter((w) => w.path.includes('/rollups/')).map((w) => w.path)).toEqual(
      days.map((d) => `${DEVICE}/rollups/${d}`),
    );

    const kept = new Set([days[days.length - 1]!]);
    const some = demoHistoryWrites(DEVICE, samples, kept);
    expect(some.some((w) => w.path.endsWith(`/rollups/${days[days.length - 1]}`))).toBe(false);
    const seeded = some.filter((w) => w.path.includes('/samples/'));
    expect(seeded.every((w) => !kept.has(rollupDay(w.data.time as number)))).toBe(true);
    expect(seeded.length).toBe(samples.filter((s) => !kept.has(rollupDay(s.time))).length);
  });
});
