import type { Device, Sample } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { historyPlanner, type HistoryPlanner } from '../domain/rollups.js';
import type { VirtualInput, VirtualUpdate } from '../domain/virtual.js';

// The data layer faked: a virtual reading the sensor, what its recompute commits as the planners
// passed in decide (its history in the same commit only when `sameCommit`), and the history stored
// on its own otherwise.
const NOW = 1_700_000_000_000;
let sameCommit: boolean;
const written: Device[] = [];
const history: { sn: string; samples: Sample[]; planner: HistoryPlanner }[] = [];
const virtual = {
  sn: 'V-1',
  type: 'VIRTUAL',
  config: { si: ['°C'], inputs: ['S-1'], expression: 'v1 * 2' },
} as unknown as Device;
vi.mock('../data/devicesVirtual.js', () => ({
  recomputeVirtual: vi.fn(
    async (
      _s: string,
      _sn: string,
      plan: (v: Device, inputs: ReadonlyMap<string, VirtualInput>) => VirtualUpdate | undefined,
      planner: HistoryPlanner,
      _count: unknown,
      _now: number,
      changed: { device: Device },
    ) => {
      expect(planner).toBe(historyPlanner);
      const next = plan(virtual, new Map([[changed.device.sn, changed.device]]));
      if (!next) return undefined;
      const after = { ...virtual, ...next.latest };
      written.push(after);
      return { before: virtual, after, samples: next.samples, added: sameCommit ? next.samples : undefined };
    },
  ),
}));
vi.mock('../data/rollups.js', () => ({
  storeHistoryAndRollups: vi.fn(async (_s: string, sn: string, samples: Sample[], planner: HistoryPlanner) => {
    history.push({ sn, samples, planner });
    return samples;
  }),
}));
vi.mock('../data/systemCache.js', () => ({
  systemWatchers: vi.fn(async () => ({
    rules: [],
    virtualsByInput: new Map([['S-1', ['V-1']]]),
    forwarding: false,
    timeZone: 'UTC',
  })),
  forgetSystemWatchers: vi.fn(),
}));
vi.mock('../data/rules.js', () => ({ applyRuleToDevice: vi.fn(async () => []) }));
vi.mock('../data/devicesOnline.js', () => ({ raiseAnsweringEvent: vi.fn(async () => null) }));
const { afterNewSamples } = await import('./deviceChanged.js');

const sensorSample = (time: number, value: number): Sample => ({ time, values: [value] }) as unknown as Sample;
const sensor = (sample: Sample): Device =>
  ({ sn: 'S-1', type: 'SENSOR', config: {}, sample, state: { online: true, alarm: [] } }) as unknown as Device;

beforeEach(() => {
  written.length = 0;
  history.length = 0;
});

describe('afterNewSamples (data layer faked)', () => {
  it("recomputes the sensor's virtual per new sample, its history in the virtual's own commit", async () => {
    sameCommit = true;
    const samples = [sensorSample(NOW - 2000, 1), sensorSample(NOW - 1000, 2)];
    const added: string[] = [];
    const change = { before: sensor(samples[0]), after: sensor(samples[1]), added: samples };
    await afterNewSamples('sys-1', change, NOW, 0, (sn, s) => added.push(`${sn}:${s.length}`));
    expect(written[0].sample).toEqual({ time: NOW - 1000, values: [4] });
    expect(added).toEqual(['V-1:2']);
    expect(history).toEqual([]);
  });

  it('stores the history on its own, with the history planner, when a day was not read', async () => {
    sameCommit = false;
    const sample = sensorSample(NOW - 1000, 3);
    await afterNewSamples('sys-1', { before: sensor(sample), after: sensor(sample), added: [sample] }, NOW);
    expect(history).toEqual([{ sn: 'V-1', samples: [{ time: NOW - 1000, values: [6] }], planner: historyPlanner }]);
  });
});
