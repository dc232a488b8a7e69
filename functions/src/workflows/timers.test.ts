import { NEVER_HEARD_STATE, ONLINE_WINDOW_MS, type Device } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SweepDevice } from '../domain/offline.js';
import type { PresenceWrites, RaisedEvent } from '../domain/presence.js';
import type { TimerTask } from '../domain/timers.js';

// The data layer faked: the devices a presence check reads, what a transition would commit, the
// rule applications, the published events and the timers queued.
let presence: SweepDevice[] = [];
/** What a presence check of one device reads, when it differs from `presence`. */
let presenceOf: Record<string, SweepDevice[]> = {};
const committed: string[] = [];
const applied: string[] = [];
const published: unknown[] = [];
const queued: { task: TimerTask; id: string }[] = [];
vi.mock('../data/devicesOnline.js', () => ({
  readPresenceDevices: vi.fn(async (_s: string, sn: string) => presenceOf[sn] ?? presence),
  applyTransition: vi.fn(
    async (_s: string, sn: string, plan: (d: Device) => (PresenceWrites & { event: RaisedEvent | null }) | null) => {
      const device = { sn, type: 'SENSOR', alias: '', tags: [], labels: [], config: {}, sample: null } as Device;
      const writes = plan({ ...device, state: { ...NEVER_HEARD_STATE, online: true, lastSeen: 1 } });
      if (!writes?.event) return null;
      committed.push(sn);
      return { eventId: writes.event.eventId, channels: ['ch-1'] };
    },
  ),
}));
vi.mock('../data/rules.js', () => ({
  listRules: vi.fn(async () => []),
  applyRuleToDevice: vi.fn(async (_s: string, ruleId: string, sn: string) => {
    applied.push(`${ruleId}/${sn}`);
    return [{ eventId: `${ruleId}_${sn}_alarm`, channels: ['ch-1'] }];
  }),
}));
vi.mock('../data/events.js', () => ({
  publishNotifications: vi.fn(async (_s: string, e: unknown[]) => published.push(...e)),
}));
vi.mock('../data/systems.js', () => ({ readSystemTimeZone: vi.fn(async () => 'UTC') }));
vi.mock('../data/timers.js', () => ({
  enqueueTimer: vi.fn(async (task: TimerTask, id: string) => queued.push({ task, id })),
}));
const { runTimer } = await import('./timers.js');

const NOW = 1_800_000_000_000;
const clock = () => NOW;
const noWait = vi.fn(async () => undefined);
const sensor = (seen: number): SweepDevice => ({
  sn: 'S-1',
  type: 'SENSOR',
  alias: '',
  sample: { time: seen, values: [1] },
  storedOnline: true,
});

beforeEach(() => {
  for (const list of [committed, applied, published, queued]) list.length = 0;
  presenceOf = {};
  noWait.mockClear();
});

describe('runTimer (data layer faked)', () => {
  const rule: TimerTask = { kind: 'rule', systemId: 'sys', ruleId: 'r1', sn: 'S-1', dueAt: NOW, hops: 0 };

  it('a rule delay due now is judged on the latest sample and its event published', async () => {
    await runTimer(rule, clock, noWait);
    expect(applied).toEqual(['r1/S-1']);
    expect(published).toEqual([{ eventId: 'r1_S-1_alarm', channels: ['ch-1'] }]);
    expect(noWait).not.toHaveBeenCalled();
  });

  it('an early delivery waits out a short remainder, and puts a long one back once, then leaves it', async () => {
    await runTimer({ ...rule, dueAt: NOW + 4_000 }, clock, noWait);
    expect(noWait).toHaveBeenCalledWith(4_000);
    expect(applied).toEqual(['r1/S-1']);
    applied.length = 0;
    await runTimer({ ...rule, dueAt: NOW + 10 * 60_000 }, clock, noWait);
    expect(queued.map((q) => q.task.hops)).toEqual([1]);
    await runTimer({ ...rule, dueAt: NOW + 10 * 60_000, hops: 1 }, clock, noWait);
    expect(queued).toHaveLength(1);
    expect(applied).toEqual([]);
  });

  it('an offline deadline takes a silent sensor offline with its event', async () => {
    presence = [sensor(NOW - ONLINE_WINDOW_MS - 1)];
    await runTimer({ kind: 'offline', systemId: 'sys', sn: 'S-1', dueAt: NOW, hops: 0 }, clock, noWait);
    expect(committed).toEqual(['S-1']);
    expect(published).toHaveLength(1);
    expect(queued).toEqual([]);
  });

  it('a sensor grouped under a gateway found down has the gateway checked too: its one grouped event', async () => {
    const silent = NOW - ONLINE_WINDOW_MS - 1;
    const gateway: SweepDevice = {
      sn: 'G-1',
      type: 'GATEWAY',
      alias: '',
      sample: null,
      storedOnline: true,
      gatewayLastSeen: silent,
    };
    presence = [{ ...sensor(silent), sample: { time: silent, values: [1], gatewaySn: 'G-1' } }, gateway];
    await runTimer({ kind: 'offline', systemId: 'sys', sn: 'S-1', dueAt: NOW, hops: 0 }, clock, noWait);
    // The sensor's transition raises no event (grouped); the gateway's raises the one event.
    expect(committed).toEqual(['G-1']);
    expect(published).toEqual([{ eventId: `offline_G-1_${silent}`, channels: ['ch-1'] }]);
  });

  it('a gateway that looks down from one sensor but delivered others since: the sensor’s own event, no grouping', async () => {
    const silent = NOW - ONLINE_WINDOW_MS - 1;
    // Its own note is 20 minutes older than this sensor's sample; another sensor heard it a minute ago.
    const gateway: SweepDevice = {
      sn: 'G-1',
      type: 'GATEWAY',
      alias: '',
      sample: null,
      storedOnline: true,
      gatewayLastSeen: silent - 20 * 60_000,
    };
    presence = [{ ...sensor(silent), sample: { time: silent, values: [1], gatewaySn: 'G-1' } }, gateway];
    presenceOf = { 'G-1': [{ ...gateway, gatewayLastSeen: NOW - 60_000 }] };
    await runTimer({ kind: 'offline', systemId: 'sys', sn: 'S-1', dueAt: NOW, hops: 0 }, clock, noWait);
    expect(committed).toEqual(['S-1']);
    expect(published).toEqual([{ eventId: `offline_S-1_${silent}`, channels: ['ch-1'] }]);
  });

  it('a sensor heard since gets the timer of its new deadline, and nothing else', async () => {
    const seen = NOW - 60_000;
    presence = [sensor(seen)];
    await runTimer({ kind: 'offline', systemId: 'sys', sn: 'S-1', dueAt: NOW, hops: 0 }, clock, noWait);
    expect(committed).toEqual([]);
    expect(queued.map((q) => q.task)).toEqual([
      { kind: 'offline', systemId: 'sys', sn: 'S-1', dueAt: seen + ONLINE_WINDOW_MS + 1, hops: 0 },
    ]);
  });
});
