import { EventRuleSchema, NEVER_HEARD_STATE, ONLINE_WINDOW_MS, type Device, type EventRule } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OnlineTransition } from '../domain/offline.js';
import type { PresenceWrites, RaisedEvent } from '../domain/presence.js';
import type { RulePlanner, RuleWrites } from '../domain/ruleWrites.js';
import type { SummaryDelta, SummaryPlanner } from '../domain/summary.js';
import type { TimerTask } from '../domain/timers.js';

// The data layer faked: the devices and rules each transaction reads, what it commits (the
// summary change as the planner passed in counts it), and the timers queued.
const MIN = 60_000;
const NOW = 1_800_000_000_000;
let devices: Record<string, Device>;
let rules: Record<string, EventRule>;
const transitions: {
  sn: string;
  writes: PresenceWrites & { event: RaisedEvent | null };
  summary: SummaryDelta | null;
}[] = [];
const ruleWrites: { ruleId: string; sn: string; writes: RuleWrites | null }[] = [];
const queued: TimerTask[] = [];
vi.mock('../data/devicesOnline.js', () => ({
  applyTransition: vi.fn(
    async (
      _s: string,
      sn: string,
      plan: (d: Device) => (PresenceWrites & { event: RaisedEvent | null }) | null,
      count: SummaryPlanner,
    ) => {
      const device = devices[sn];
      const writes = plan(device);
      if (!writes) return null;
      transitions.push({ sn, writes, summary: count(device, { ...device, state: writes.state }) });
      return writes.event ? { eventId: writes.event.eventId, channels: writes.event.event.channels } : null;
    },
  ),
}));
vi.mock('../data/rules.js', () => ({
  applyRuleToDevice: vi.fn(async (_s: string, ruleId: string, sn: string, plan: RulePlanner) => {
    const writes = plan(rules[ruleId] as Parameters<RulePlanner>[0], devices[sn]);
    ruleWrites.push({ ruleId, sn, writes });
    return writes?.events.map((e) => ({ eventId: e.id, channels: e.event.channels })) ?? [];
  }),
}));
vi.mock('../data/timers.js', () => ({
  enqueueTimer: vi.fn(async (task: TimerTask) => queued.push(task)),
}));
const { applyPresenceTransitions, judgePendingDelay } = await import('./dueChecks.js');

const state = (online: boolean, lastSeen: number, alarm: string[] = []) => ({
  ...NEVER_HEARD_STATE,
  online,
  lastSeen,
  alarm,
});
const device = (sn: string, type: Device['type'], fields: Partial<Device> = {}) =>
  ({ sn, type, alias: '', tags: [], labels: [], config: { si: ['°C'] }, sample: null, ...fields }) as unknown as Device;
const transition = (sn: string, fields: Partial<OnlineTransition> = {}): OnlineTransition => ({
  sn,
  type: 'SENSOR',
  online: false,
  lastSeen: NOW - ONLINE_WINDOW_MS - 1,
  raiseEvent: true,
  groupedSensors: [],
  groupedUnder: null,
  ...fields,
});
const offlineRule = {
  id: 'off',
  rule: EventRuleSchema.parse({ name: 'Gone', kind: 'offline_sensor', devices: ['*'], channels: ['c1'] }),
};

beforeEach(() => {
  devices = {
    'S-1': device('S-1', 'SENSOR', { alias: 'Oven', state: state(true, NOW - ONLINE_WINDOW_MS - 1) }),
    'S-2': device('S-2', 'SENSOR', { state: state(true, NOW - ONLINE_WINDOW_MS - 1) }),
    'G-1': device('G-1', 'GATEWAY', { state: state(false, NOW - 60 * MIN) }),
  };
  for (const list of [transitions, ruleWrites, queued]) list.length = 0;
});

describe('applyPresenceTransitions (data layer faked)', () => {
  it('takes a sensor offline with its event routed by the offline rule watching it, counted in the summary', async () => {
    const created = await applyPresenceTransitions('sys', [transition('S-1')], [offlineRule], NOW);
    expect(created).toEqual([{ eventId: `offline_S-1_${NOW - ONLINE_WINDOW_MS - 1}`, channels: ['c1'] }]);
    expect(transitions).toHaveLength(1);
    expect(transitions[0].writes.state).toMatchObject({ online: false });
    expect(transitions[0].writes.event?.event).toMatchObject({
      kind: 'offline',
      deviceSn: 'S-1',
      ruleId: 'off',
      time: NOW,
    });
    expect(transitions[0].writes.event?.event.text).toMatch(/^Sensor Oven is offline/);
    expect(transitions[0].summary).toMatchObject({ online: -1, offline: 1, sensorsOnline: -1 });
    // Going offline sets no deadline.
    expect(queued).toEqual([]);
  });

  it('writes a sensor grouped under its gateway without an event of its own, and an event with no rule to nobody', async () => {
    const created = await applyPresenceTransitions(
      'sys',
      [transition('S-1', { raiseEvent: false }), transition('S-2')],
      [],
      NOW,
    );
    expect(transitions.map((t) => [t.sn, t.writes.event ? t.writes.event.event.ruleId : 'no event'])).toEqual([
      ['S-1', 'no event'],
      ['S-2', null],
    ]);
    expect(created).toEqual([{ eventId: expect.stringMatching(/^offline_S-2_/), channels: [] }]);
  });

  it('changes nothing for a device that already has the transition (two sweeps at once)', async () => {
    devices['S-1'] = { ...devices['S-1'], state: state(false, NOW - ONLINE_WINDOW_MS - 1) };
    expect(await applyPresenceTransitions('sys', [transition('S-1')], [offlineRule], NOW)).toEqual([]);
    expect(transitions).toEqual([]);
  });

  it('brings a gateway back online with its key noted, and sets its next offline deadline', async () => {
    const seen = NOW - MIN;
    const t = transition('G-1', { type: 'GATEWAY', online: true, lastSeen: seen });
    await applyPresenceTransitions('sys', [t], [], NOW);
    expect(transitions[0].writes.state).toMatchObject({ online: true, lastSeen: seen });
    expect(transitions[0].writes.keyNote?.({ systemId: 'sys', online: false })).toEqual({ online: true });
    expect(transitions[0].summary).toMatchObject({ online: 1, offline: -1, gatewaysOnline: 1 });
    expect(queued).toEqual([
      { kind: 'offline', systemId: 'sys', sn: 'G-1', dueAt: seen + ONLINE_WINDOW_MS + 1, hops: 0 },
    ]);
  });
});

describe('judgePendingDelay (data layer faked)', () => {
  const since = NOW - 2 * MIN;
  beforeEach(() => {
    rules = {
      hot: EventRuleSchema.parse({
        name: 'Hot',
        kind: 'threshold',
        op: 'gt',
        threshold: 28,
        devices: ['S-1'],
        delaySec: 120,
        channels: ['c1'],
        state: { 'S-1': { conditionSince: since, active: false, lastSampleTime: since, lastEventId: null } },
      }),
    };
    devices['S-1'] = { ...devices['S-1'], sample: { time: since, values: [31] }, state: state(true, since) };
  });

  it("raises the alarm on the latest sample once the delay is up, adding it to the device's alarms and the count", async () => {
    const created = await judgePendingDelay('sys', 'hot', 'S-1', NOW, 'UTC');
    expect(created).toEqual([{ eventId: expect.any(String), channels: ['c1'] }]);
    const [{ writes }] = ruleWrites;
    expect(writes?.state).toMatchObject({ active: true, conditionSince: since });
    expect(writes?.events.map((e) => e.event.kind)).toEqual(['alarm']);
    expect(writes?.alarm).toEqual({ change: 'add', summary: expect.objectContaining({ alarms: 1 }) });
  });

  it('raises nothing before the delay is up, or when a sample cleared the condition meanwhile', async () => {
    expect(await judgePendingDelay('sys', 'hot', 'S-1', NOW - 1, 'UTC')).toEqual([]);
    const cleared = { conditionSince: null, active: false, lastSampleTime: NOW - MIN, lastEventId: null };
    rules.hot = { ...rules.hot, state: { 'S-1': cleared } };
    devices['S-1'] = { ...devices['S-1'], sample: { time: NOW - MIN, values: [20] } };
    expect(await judgePendingDelay('sys', 'hot', 'S-1', NOW, 'UTC')).toEqual([]);
    expect(ruleWrites.map((r) => r.writes?.events.length ?? 0)).toEqual([0, 0]);
  });
});
