import { DeviceSchema, NEVER_HEARD_STATE, type Device } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewDeviceWrites, RemovalPlanner, SummaryDelta, SystemAge } from '../domain/summary.js';

// The data layer faked: the device a creation reads in its transaction, the system a removal
// reads, and what each commits as the planners passed in decide; the other writes are recorded.
let stored: Record<string, Device>;
let system: SystemAge;
const counted: { sn: string; writes: NewDeviceWrites }[] = [];
const uncounted: { sn: string; eventId: string; summary: SummaryDelta | null }[] = [];
const unlisted: string[] = [];
const stamped: number[] = [];
const recomputed: string[] = [];
const listed: string[] = [];
vi.mock('../data/devicesDerived.js', () => ({
  parseDevice: vi.fn((sn: string, data: Record<string, unknown> | undefined) => {
    const parsed = data ? DeviceSchema.safeParse({ sn, ...data }) : undefined;
    return parsed?.success ? parsed.data : undefined;
  }),
  countNewDevice: vi.fn(async (_s: string, sn: string, plan: (d: Device) => NewDeviceWrites | null) => {
    const writes = plan(stored[sn]);
    if (writes) counted.push({ sn, writes });
  }),
  uncountRemovedDevice: vi.fn(async (_s: string, sn: string, eventId: string, plan: RemovalPlanner) => {
    const writes = plan(system);
    if (writes) uncounted.push({ sn, eventId, summary: writes.summary });
  }),
  writeConfigChanges: vi.fn(),
}));
vi.mock('../data/devices.js', () => ({
  unlistGatewaySensor: vi.fn(async (_s: string, sn: string) => unlisted.push(sn)),
  listDevices: vi.fn(async (s: string) => {
    listed.push(s);
    return [];
  }),
}));
const editsDeleted: string[] = [];
vi.mock('../data/deviceEdits.js', () => ({
  deleteDeviceEdit: vi.fn(async (_s: string, sn: string) => editsDeleted.push(sn)),
}));
const wordsWritten: { sn: string; fields: unknown }[] = [];
vi.mock('../data/deviceNameWords.js', () => ({
  updateNameWords: vi.fn(
    async (_s: string, sn: string, plan: (d: Record<string, unknown>) => { nameWords: string[] } | null) => {
      const fields = plan({ ...stored[sn] });
      if (fields) wordsWritten.push({ sn, fields });
      return !!fields;
    },
  ),
}));
vi.mock('../data/gatewayInfo.js', () => ({
  stampConfigVersion: vi.fn(async (_s: string, t: number) => stamped.push(t)),
}));
vi.mock('../data/devicesVirtual.js', () => ({
  recomputeVirtual: vi.fn(async (_s: string, sn: string) => {
    recomputed.push(sn);
    return undefined;
  }),
}));
vi.mock('../data/deviceLatest.js', () => ({ rewriteSensorDerived: vi.fn() }));
vi.mock('../data/systemCache.js', () => ({
  systemWatchers: vi.fn(async () => ({ rules: [], virtualsByInput: new Map(), forwarding: false, timeZone: 'UTC' })),
  forgetSystemWatchers: vi.fn(),
}));
vi.mock('../data/events.js', () => ({ publishNotifications: vi.fn(async () => undefined) }));
vi.mock('../data/rules.js', () => ({ applyRuleToDevice: vi.fn(async () => []) }));
vi.mock('../data/rollups.js', () => ({ storeHistoryAndRollups: vi.fn(async () => []) }));
vi.mock('../data/devicesOnline.js', () => ({ raiseAnsweringEvent: vi.fn(async () => null) }));
vi.mock('../data/systems.js', () => ({ readSystemTimeZone: vi.fn(async () => 'UTC') }));
vi.mock('../data/timers.js', () => ({ enqueueTimer: vi.fn(async () => undefined) }));
const { deviceCreated, deviceRemoved, ruleWritten } = await import('./deviceAndRuleChanges.js');

const NOW = 1_800_000_000_000;
const doc = (type: Device['type'], extra: Record<string, unknown> = {}) => ({ type, alias: '', config: {}, ...extra });
const times = { createdAtMs: NOW - 10_000, removedAtMs: NOW - 1000, nowMs: NOW };

beforeEach(() => {
  stored = { 'G-1': DeviceSchema.parse({ sn: 'G-1', ...doc('GATEWAY') }) };
  system = { exists: true, createdAtMs: NOW - 60_000 };
  for (const list of [counted, uncounted, unlisted, stamped, recomputed, listed, editsDeleted, wordsWritten])
    list.length = 0;
});

describe('deviceCreated (data layer faked)', () => {
  it('gives a new device the never-heard state and counts it (offline) in the summary, once', async () => {
    await deviceCreated('sys-1', 'G-1', doc('GATEWAY'), NOW);
    expect(counted).toEqual([
      {
        sn: 'G-1',
        writes: { state: NEVER_HEARD_STATE, summary: expect.objectContaining({ gateways: 1, offline: 1 }) },
      },
    ]);
    // Counted meanwhile (its first sample came first): the transaction finds a state and leaves it.
    stored['G-1'] = { ...stored['G-1'], state: { ...NEVER_HEARD_STATE, online: true } };
    await deviceCreated('sys-1', 'G-1', doc('GATEWAY'), NOW);
    expect(counted).toHaveLength(1);
    expect(recomputed).toEqual([]);
  });

  it('costs no transaction for a device created with a state; a virtual is computed from its inputs', async () => {
    const { countNewDevice } = await import('../data/devicesDerived.js');
    vi.mocked(countNewDevice).mockClear();
    await deviceCreated('sys-1', 'V-1', doc('VIRTUAL', { state: NEVER_HEARD_STATE }), NOW);
    expect(countNewDevice).not.toHaveBeenCalled();
    expect(recomputed).toEqual(['V-1']);
    expect(stamped).toEqual([NOW]);
  });
});

describe('deviceCreated: the name words (data layer faked)', () => {
  it("gives a device created without its name's words (a virtual the client made) those words", async () => {
    stored['V-2'] = DeviceSchema.parse({ sn: 'V-2', ...doc('VIRTUAL', { alias: 'North freezer 3' }) });
    await deviceCreated('sys-1', 'V-2', doc('VIRTUAL', { alias: 'North freezer 3' }), NOW);
    expect(wordsWritten).toEqual([{ sn: 'V-2', fields: { nameWords: ['north', 'freezer', '3'] } }]);
  });

  it('costs no transaction for a device created with them (a claim writes them itself)', async () => {
    const { updateNameWords } = await import('../data/deviceNameWords.js');
    vi.mocked(updateNameWords).mockClear();
    await deviceCreated('sys-1', 'G-1', doc('GATEWAY', { alias: 'Roof', nameWords: ['roof'] }), NOW);
    expect(updateNameWords).not.toHaveBeenCalled();
  });
});

describe('deviceRemoved (data layer faked)', () => {
  const sensor = doc('SENSOR', { state: { ...NEVER_HEARD_STATE, online: true, lastSeen: 1, alarm: ['r-1'] } });

  it('takes a counted sensor out of the summary once per event, and off its gateway', async () => {
    await deviceRemoved('sys-1', 'S-1', sensor, 'evt-1', times);
    expect(uncounted).toEqual([
      { sn: 'S-1', eventId: 'evt-1', summary: expect.objectContaining({ sensors: -1, online: -1, alarms: -1 }) },
    ]);
    expect(unlisted).toEqual(['S-1']);
    // Its pending edit goes with it.
    expect(editsDeleted).toEqual(['S-1']);
  });

  it('leaves the counts of a system removed or made again since the device, and a gateway listed nowhere', async () => {
    system = { exists: false, createdAtMs: 0 };
    await deviceRemoved('sys-1', 'S-1', sensor, 'evt-1', times);
    system = { exists: true, createdAtMs: times.createdAtMs + 1 };
    await deviceRemoved('sys-1', 'S-1', sensor, 'evt-2', times);
    expect(uncounted).toEqual([]);
    await deviceRemoved('sys-1', 'G-1', doc('GATEWAY'), 'evt-3', { ...times, createdAtMs: NOW });
    expect(unlisted).toEqual(['S-1', 'S-1']);
  });
});

describe('ruleWritten (data layer faked)', () => {
  const rule = {
    kind: 'threshold',
    name: 'Warm',
    enabled: true,
    devices: ['S-1'],
    channels: [],
    op: 'gt',
    threshold: 30,
    state: {},
  };

  it("re-judges the rule's devices and marks the cached rules stale when its definition changed", async () => {
    await ruleWritten('sys-1', 'r-1', rule, { ...rule, name: 'Hot' }, NOW);
    expect(stamped).toEqual([NOW]);
    expect(listed).toEqual(['sys-1']);
    // A removed rule: the cache is stale, nothing to judge.
    await ruleWritten('sys-1', 'r-1', rule, undefined, NOW + 1);
    expect(stamped).toEqual([NOW, NOW + 1]);
    expect(listed).toEqual(['sys-1']);
  });

  it('does nothing for a write of its per-device state only', async () => {
    await ruleWritten(
      'sys-1',
      'r-1',
      rule,
      { ...rule, state: { 'S-1': { conditionSince: 1, active: true, lastSampleTime: 1 } } },
      NOW,
    );
    expect(stamped).toEqual([]);
    expect(listed).toEqual([]);
  });
});
