import type { Device, Event, Sample } from '@neuron/shared';
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
let rules: { id: string; rule: unknown }[] = [];
const raised: { systemId: string; eventId: string; event: Event }[] = [];
vi.mock('../data/events.js', () => ({
  raiseEventOnce: vi.fn(async (systemId: string, r: { eventId: string; event: Event }) => {
    raised.push({ systemId, ...r });
    return { eventId: r.eventId, channels: r.event.channels ?? [] };
  }),
}));
vi.mock('../data/systemCache.js', () => ({
  systemWatchers: vi.fn(async () => ({
    rules,
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
  raised.length = 0;
  rules = [];
});

describe('afterNewSamples (data layer faked)', () => {
  it("recomputes the sensor's virtual per new sample, its history in the virtual's own commit", async () => {
    sameCommit = true;
    const samples = [sensorSample(NOW - 2000, 1), sensorSample(NOW - 1000, 2)];
    const added: string[] = [];
    const change = { before: sensor(samples[0]), after: sensor(samples[1]), added: samples };
    await afterNewSamples('sys-1', change, NOW, 0, (sn, s) => added.push(`${sn}:${s.length}`));
    expect(written[0].sample).toEqual({ time: NOW - 1000, values: [4], units: ['°C'] });
    expect(added).toEqual(['V-1:2']);
    expect(history).toEqual([]);
  });

  it('stores the history on its own, with the history planner, when a day was not read', async () => {
    sameCommit = false;
    const sample = sensorSample(NOW - 1000, 3);
    await afterNewSamples('sys-1', { before: sensor(sample), after: sensor(sample), added: [sample] }, NOW);
    expect(history).toEqual([
      { sn: 'V-1', samples: [{ time: NOW - 1000, values: [6], units: ['°C'] }], planner: historyPlanner },
    ]);
  });

  it('raises an Error event routed through the rules watching the sensor, and clears it on a valid value', async () => {
    sameCommit = true;
    rules = [{ id: 'r-off', rule: { kind: 'offline_sensor', enabled: true, devices: ['*'], channels: ['c-off'] } }];
    // A threshold the samples never pass: the rule routes the error and raises no alarm of its own.
    const hot = { kind: 'threshold', enabled: true, devices: ['S-1'], channels: ['c-1'], state: {} };
    rules.push({
      id: 'r-hot',
      rule: { ...hot, watch: 'value', valueIndex: 0, op: 'gt', threshold: 1e6, hysteresis: 0, delaySec: 0 },
    });
    const ok = sensorSample(NOW - 3000, 1);
    const failing = { time: NOW - 2000, values: [], rawValues: [30001], status: 106 } as unknown as Sample;
    const created = await afterNewSamples(
      'sys-1',
      { before: sensor(ok), after: sensor(failing), added: [failing] },
      NOW,
    );
    expect(raised.map((r) => [r.eventId, r.event.kind, r.event.text, r.event.channels, r.event.ruleId])).toEqual([
      [`error_S-1_${NOW - 2000}`, 'error', 'Sensor S-1: Error: Open loop', ['c-1'], 'r-hot'],
    ]);
    expect(created).toContainEqual({ eventId: `error_S-1_${NOW - 2000}`, channels: ['c-1'] });

    const back = sensorSample(NOW - 1000, 2);
    await afterNewSamples('sys-1', { before: sensor(failing), after: sensor(back), added: [back] }, NOW);
    expect(raised.map((r) => r.event.kind)).toEqual(['error', 'error_cleared']);
  });

  it('raises no error event for a valid sample after a valid one', async () => {
    sameCommit = true;
    const samples = [sensorSample(NOW - 2000, 1), sensorSample(NOW - 1000, 2)];
    await afterNewSamples('sys-1', { before: sensor(samples[0]), after: sensor(samples[1]), added: samples }, NOW);
    expect(raised).toEqual([]);
  });
});
