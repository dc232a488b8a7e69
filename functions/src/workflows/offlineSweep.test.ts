import { NEVER_HEARD_STATE, type Device } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SweepDevice } from '../domain/offline.js';
import type { PresenceWrites, RaisedEvent } from '../domain/presence.js';

// The data layer faked: the devices as read, and what each transition's transaction would commit.
let sweepDevices: SweepDevice[];
let stored: Record<string, Device>;
const committed: { sn: string; writes: PresenceWrites & { event: RaisedEvent | null } }[] = [];
const published: unknown[] = [];
vi.mock('../data/devicesOnline.js', () => ({
  readSweepDevices: vi.fn(async () => sweepDevices),
  applyTransition: vi.fn(
    async (_s: string, sn: string, plan: (d: Device) => (PresenceWrites & { event: RaisedEvent | null }) | null) => {
      const writes = plan(stored[sn]);
      if (!writes) return null;
      committed.push({ sn, writes });
      return writes.event ? { eventId: writes.event.eventId, channels: ['ch-1'] } : null;
    },
  ),
}));
vi.mock('../data/rules.js', () => ({ listRules: vi.fn(async () => []), applyRuleToDevice: vi.fn(async () => []) }));
vi.mock('../data/events.js', () => ({
  publishNotifications: vi.fn(async (_s: string, e: unknown[]) => published.push(...e)),
}));
// The fleet as pages of system ids; each published sweep message kept.
let systemIds: string[] = [];
const pageSizes: number[] = [];
vi.mock('../data/systems.js', () => ({
  forEachSystemIdPage: vi.fn(async (size: number, each: (ids: string[]) => Promise<void>) => {
    for (let i = 0; i < systemIds.length; i += size) {
      pageSizes.push(Math.min(size, systemIds.length - i));
      await each(systemIds.slice(i, i + size));
    }
  }),
  readSystemTimeZone: vi.fn(async () => 'UTC'),
}));
const sweepMessages: { topic: string; message: unknown }[] = [];
vi.mock('../data/pubsub.js', () => ({
  publishJson: vi.fn(async (topic: string, message: unknown) => {
    sweepMessages.push({ topic, message });
    return 'id';
  }),
}));
vi.mock('../data/timers.js', () => ({ enqueueTimer: vi.fn(async () => undefined) }));
vi.mock('../data/summary.js', () => ({ foldSummaryDeltas: vi.fn(async () => 0) }));
const { fanOutSweep, sweepFromMessage, sweepSystem } = await import('./offlineSweep.js');
const { SWEEP_PAGE_SIZE, SWEEP_TOPIC } = await import('../domain/systemJobs.js');

const HOUR = 3_600_000;
const NOW = 100 * HOUR;
const gateway = (online: boolean, lastSeen: number): Device =>
  ({
    sn: 'G-1',
    type: 'GATEWAY',
    alias: 'Roof',
    tags: [],
    labels: [],
    config: {},
    sample: null,
    state: { ...NEVER_HEARD_STATE, online, lastSeen },
  }) as Device;

beforeEach(() => {
  committed.length = 0;
  published.length = 0;
  sweepMessages.length = 0;
  pageSizes.length = 0;
});

describe('sweepSystem (data layer faked)', () => {
  it('marks a silent gateway offline with one event, published once', async () => {
    sweepDevices = [
      { sn: 'G-1', type: 'GATEWAY', alias: 'Roof', sample: null, storedOnline: true, gatewayLastSeen: 1 },
    ];
    stored = { 'G-1': gateway(true, 1) };
    const result = await sweepSystem('sys-1', NOW);
    expect(result.transitions).toMatchObject([{ sn: 'G-1', online: false }]);
    expect(committed).toHaveLength(1);
    expect(committed[0].writes.state).toMatchObject({ online: false, lastSeen: 1 });
    expect(committed[0].writes.event?.event).toMatchObject({ text: expect.stringContaining('Roof') });
    expect(published).toHaveLength(1);
  });

  it('writes nothing when the stored device already has that presence (a second sweep)', async () => {
    sweepDevices = [
      { sn: 'G-1', type: 'GATEWAY', alias: 'Roof', sample: null, storedOnline: true, gatewayLastSeen: 1 },
    ];
    stored = { 'G-1': gateway(false, 1) };
    await sweepSystem('sys-1', NOW);
    expect(committed).toEqual([]);
    expect(published).toEqual([]);
  });
});

describe('fanOutSweep (data layer faked)', () => {
  it('publishes one message per system with the run\'s "now", a page of ids at a time, sweeping none itself', async () => {
    systemIds = Array.from({ length: SWEEP_PAGE_SIZE * 2 + 3 }, (_, i) => `sys-${i}`);
    sweepDevices = [
      { sn: 'G-1', type: 'GATEWAY', alias: 'Roof', sample: null, storedOnline: true, gatewayLastSeen: 1 },
    ];
    stored = { 'G-1': gateway(true, 1) };
    expect(await fanOutSweep(NOW)).toBe(systemIds.length);
    expect(pageSizes).toEqual([SWEEP_PAGE_SIZE, SWEEP_PAGE_SIZE, 3]);
    expect(sweepMessages).toHaveLength(systemIds.length);
    expect(sweepMessages[0]).toEqual({ topic: SWEEP_TOPIC, message: { systemId: 'sys-0', nowMs: NOW } });
    expect(new Set(sweepMessages.map((m) => (m.message as { systemId: string }).systemId)).size).toBe(systemIds.length);
    expect(committed).toEqual([]);
  });

  it("sweeps the system a message names at the message's time; a failing system is logged, not thrown", async () => {
    sweepDevices = [
      { sn: 'G-1', type: 'GATEWAY', alias: 'Roof', sample: null, storedOnline: true, gatewayLastSeen: 1 },
    ];
    stored = { 'G-1': gateway(true, 1) };
    await sweepFromMessage({ systemId: 'sys-1', nowMs: NOW });
    expect(committed.map((c) => c.sn)).toEqual(['G-1']);
    stored = {};
    await expect(sweepFromMessage({ systemId: 'sys-1', nowMs: NOW })).resolves.toBeUndefined();
  });
});
