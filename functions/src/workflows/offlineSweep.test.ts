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
vi.mock('../data/systems.js', () => ({
  listSystemIds: vi.fn(async () => []),
  readSystemTimeZone: vi.fn(async () => 'UTC'),
}));
// No maintenance windows: nothing ends.
vi.mock('../data/timers.js', () => ({ enqueueTimer: vi.fn(async () => undefined) }));
vi.mock('../data/maintenance.js', () => ({ listMaintenanceWindows: vi.fn(async () => []) }));
const { sweepSystem } = await import('./offlineSweep.js');

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
