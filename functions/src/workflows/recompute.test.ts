import type { Device, Sample } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { historyPlanner, type HistoryPlanner } from '../domain/rollups.js';
import type { VirtualInput, VirtualUpdate } from '../domain/virtual.js';

// The data layer faked: the virtual and its inputs as read, what its recompute commits as the
// planners passed in decide, and the history stored on its own (a day whose rollup was not read).
let devices: Record<string, Device>;
const written: Record<string, Device> = {};
const history: { sn: string; samples: Sample[]; planner: HistoryPlanner }[] = [];
const stamped: number[] = [];
vi.mock('../data/devicesVirtual.js', () => ({
  recomputeVirtual: vi.fn(
    async (
      _s: string,
      sn: string,
      plan: (v: Device, inputs: ReadonlyMap<string, VirtualInput>) => VirtualUpdate | undefined,
      planner: HistoryPlanner,
    ) => {
      expect(planner).toBe(historyPlanner);
      const virtual = devices[sn];
      const inputs = new Map((virtual.config.inputs ?? []).map((i) => [i, devices[i]] as const));
      const next = plan(virtual, inputs);
      if (!next) return undefined;
      const after = { ...virtual, ...next.latest };
      written[sn] = after;
      return { before: virtual, after, samples: next.samples };
    },
  ),
}));
vi.mock('../data/rollups.js', () => ({
  storeHistoryAndRollups: vi.fn(async (_s: string, sn: string, samples: Sample[], planner: HistoryPlanner) => {
    history.push({ sn, samples, planner });
    return samples;
  }),
}));
vi.mock('../data/gatewayInfo.js', () => ({
  stampConfigVersion: vi.fn(async (_s: string, t: number) => stamped.push(t)),
}));
vi.mock('../data/systemCache.js', () => ({
  systemWatchers: vi.fn(async () => ({ rules: [], virtualsByInput: new Map(), forwarding: false, timeZone: 'UTC' })),
  forgetSystemWatchers: vi.fn(),
}));
vi.mock('../data/events.js', () => ({ publishNotifications: vi.fn(async () => undefined) }));
vi.mock('../data/rules.js', () => ({ applyRuleToDevice: vi.fn(async () => []) }));
vi.mock('../data/deviceLatest.js', () => ({ rewriteSensorDerived: vi.fn() }));
vi.mock('../data/devices.js', () => ({ listDevices: vi.fn(async () => []) }));
vi.mock('../data/devicesDerived.js', () => ({ parseDevice: vi.fn(), writeConfigChanges: vi.fn() }));
vi.mock('../data/devicesOnline.js', () => ({ raiseAnsweringEvent: vi.fn(async () => null) }));
vi.mock('../data/systems.js', () => ({ readSystemTimeZone: vi.fn(async () => 'UTC') }));
const { virtualCreated, deviceEdited } = await import('./recompute.js');
const { parseDevice, writeConfigChanges } = await import('../data/devicesDerived.js');

const NOW = 1_700_000_000_000;
const input = (sn: string, value: number): Device =>
  ({ sn, type: 'SENSOR', config: {}, sample: { time: NOW - 1000, values: [value] } }) as unknown as Device;

beforeEach(() => {
  devices = {
    'V-1': {
      sn: 'V-1',
      type: 'VIRTUAL',
      config: { si: ['°C'], inputs: ['S-1', 'S-2'], expression: 'v1 - v2' },
    } as Device,
    'S-1': input('S-1', 21.5),
    'S-2': input('S-2', 1.5),
  };
  for (const k of Object.keys(written)) delete written[k];
  history.length = 0;
  stamped.length = 0;
});

describe('virtualCreated (data layer faked)', () => {
  it('computes the new virtual from its inputs and stores its history with the history planner', async () => {
    await virtualCreated('sys-1', 'V-1', NOW);
    expect(written['V-1'].sample).toEqual({ time: NOW - 1000, values: [20], units: ['°C'] });
    expect(history).toEqual([{ sn: 'V-1', samples: [written['V-1'].sample], planner: historyPlanner }]);
    expect(stamped).toEqual([NOW]);
  });
});

describe('deviceEdited on a virtual (data layer faked)', () => {
  it('keeps the value, its unit and the history computed with the old expression (the new unit applies from the next sample)', async () => {
    await virtualCreated('sys-1', 'V-1', NOW);
    const stored = written['V-1'];
    devices['V-1'] = stored;
    history.length = 0;
    vi.mocked(parseDevice).mockImplementation((sn, data) => ({ sn, ...data }) as unknown as Device);
    const before = { type: 'VIRTUAL', config: stored.config, sample: stored.sample, state: stored.state };
    const after = { ...before, config: { ...stored.config, expression: 'v1 + v2', si: ['K'] } };
    devices['V-1'] = { ...stored, config: after.config } as Device;
    await deviceEdited('sys-1', 'V-1', before, after, NOW + 5_000);
    // 21.5 − 1.5 as measured; v1 + v2 (23) applies from the next input sample on.
    expect(written['V-1'].sample).toEqual({ time: NOW - 1000, values: [20], units: ['°C'] });
    // Shown in the unit it was computed in, not the old value under the new unit.
    expect(written['V-1'].state?.display).toEqual(['20 °C']);
    expect(history).toEqual([]);
    // The change of expression is recorded for the chart to mark.
    expect(writeConfigChanges).toHaveBeenCalled();
  });
});
