import { EventRuleSchema, NEVER_HEARD_STATE, type Device, type EventRule, type Rollup } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuleWrites } from '../domain/ruleWrites.js';

// The data layer faked: the devices and their day rollups as read, and what each rule's
// transaction commits as the deciders passed in say (the rule and the device as stored).
const H = 3_600_000;
const NOW = Date.UTC(2026, 10, 26, 12);
let devices: Device[];
let rollupsBySn: Record<string, Rollup[]>;
const rollupReads: string[] = [];
const daysAsked: string[] = [];
const applied: { ruleId: string; sn: string; writes: RuleWrites }[] = [];
// Each device listed with its newest day as its running rollup; the other days as documents.
vi.mock('../data/devices.js', () => ({
  listDevicesWithRollups: vi.fn(async () =>
    devices.map((device) => ({ device, running: rollupsBySn[device.sn]?.at(-1) })),
  ),
}));
vi.mock('../data/recentRollups.js', () => ({
  readRollupDays: vi.fn(async (_s: string, sn: string, days: string[]) => {
    rollupReads.push(sn);
    daysAsked.push(...days);
    const documents = (rollupsBySn[sn] ?? []).slice(0, -1);
    return documents.filter((r) => days.includes(r.day));
  }),
}));
// The systems holding an early-warning rule, as the collection-group listing would page them;
// the messages published, and the events a system's run publishes.
const listings: { group: string; where: unknown }[] = [];
const messages: { topic: string; message: unknown }[] = [];
const published: unknown[] = [];
vi.mock('../data/systems.js', () => ({
  forEachSystemIdHolding: vi.fn(
    async (group: string, _size: number, each: (ids: string[]) => Promise<void>, where: unknown) => {
      listings.push({ group, where });
      await each(['sys-1', 'sys-2']);
    },
  ),
  readSystemTimeZone: vi.fn(async () => 'UTC'),
}));
vi.mock('../data/pubsub.js', () => ({
  publishJson: vi.fn(async (topic: string, message: unknown) => messages.push({ topic, message })),
}));
vi.mock('../data/events.js', () => ({
  publishNotifications: vi.fn(async (_s: string, e: unknown[]) => published.push(...e)),
}));
vi.mock('../data/rules.js', () => ({
  listRules: vi.fn(async () => rules),
  applyRuleToDevice: vi.fn(
    async (
      _s: string,
      ruleId: string,
      sn: string,
      plan: (rule: EventRule, device: Device) => RuleWrites | null,
      _now: number,
      judges: (rule: EventRule) => boolean,
    ) => {
      const rule = rules.find((r) => r.id === ruleId)!.rule;
      const device = devices.find((d) => d.sn === sn)!;
      const writes = judges(rule) ? plan(rule, device) : null;
      if (!writes) return [];
      applied.push({ ruleId, sn, writes });
      return writes.events.map((e) => ({ eventId: e.id, channels: ['c1'] }));
    },
  ),
}));
const { fanOutEarlyWarnings, judgeEarlyWarningRules, sweepEarlyWarnings } = await import('./earlyWarnings.js');
const { EARLY_WARNING_TOPIC } = await import('../domain/systemJobs.js');

/** Hourly means of the last 12 hours ending at NOW: `at(h)` for h hours ago. */
function rollups(at: (hoursAgo: number) => number): Rollup[] {
  const hours: Rollup['hours'] = {};
  for (let h = 1; h <= 12; h++) {
    const hour = new Date(NOW - h * H).getUTCHours();
    hours[String(hour)] = { '0': { min: 0, max: 0, sum: at(h), count: 1 } };
  }
  return [{ day: '2026-11-26', values: {}, hours, rssi: {}, rssiHours: {}, samples: {}, last: {} }];
}
const sensor = (sn: string) =>
  ({
    sn,
    type: 'SENSOR',
    alias: sn,
    config: { si: ['%'] },
    state: { ...NEVER_HEARD_STATE, online: true, lastSeen: NOW },
  }) as unknown as Device;
const earlyWarning = (fields: Record<string, unknown> = {}) =>
  EventRuleSchema.parse({
    name: 'Tank low soon',
    kind: 'forecast',
    devices: ['T-1', 'T-2'],
    op: 'lt',
    threshold: 15,
    horizonH: 24,
    channels: ['c1'],
    ...fields,
  });
let rules: { id: string; rule: EventRule }[];

beforeEach(() => {
  devices = [sensor('T-1'), sensor('T-2'), sensor('T-3')];
  // T-1 falls 1.5 %/h from 40 %: below 15 % within the day. T-2 holds steady.
  rollupsBySn = { 'T-1': rollups((h) => 40 + 1.5 * (h - 0.5)), 'T-2': rollups(() => 40) };
  rules = [
    { id: 'early', rule: earlyWarning() },
    { id: 'off', rule: earlyWarning({ enabled: false, devices: ['T-3'] }) },
    {
      id: 'warm',
      rule: EventRuleSchema.parse({ name: 'Warm', kind: 'threshold', devices: ['*'], op: 'gt', threshold: 1 }),
    },
  ];
  for (const list of [rollupReads, daysAsked, applied, listings, messages, published]) list.length = 0;
});

describe('judgeEarlyWarningRules (data layer faked)', () => {
  it('applies an enabled early-warning rule only where the trend changes its state, raising the alarm', async () => {
    const created = await judgeEarlyWarningRules('sys-1', rules, NOW, 'UTC');
    expect(applied).toHaveLength(1);
    expect(applied[0]).toMatchObject({ ruleId: 'early', sn: 'T-1', writes: { alarm: { change: 'add' } } });
    expect(applied[0].writes.events[0].event).toMatchObject({ kind: 'alarm', deviceSn: 'T-1', ruleId: 'early' });
    // The device's alarm is counted in the system summary in the same transaction.
    expect(applied[0].writes.alarm?.summary).toMatchObject({ alarms: 1 });
    expect(created).toEqual([{ eventId: applied[0].writes.events[0].id, channels: ['c1'] }]);
    // Only the watched devices of enabled early-warning rules have their rollups read.
    expect(rollupReads).toEqual(['T-1', 'T-2']);
    // The running day came with the listing: its document (an older copy, if any) is not read.
    expect(daysAsked).not.toContain('2026-11-26');
  });

  it('reads nothing when the system has no enabled early-warning rule', async () => {
    const created = await judgeEarlyWarningRules('sys-1', rules.slice(1), NOW, 'UTC');
    expect(created).toEqual([]);
    expect(rollupReads).toEqual([]);
    expect(applied).toEqual([]);
  });
});

describe('the early-warning job (data layer faked)', () => {
  it('sends one message per system holding an early-warning rule (its stored kind), judging none itself', async () => {
    expect(await fanOutEarlyWarnings(NOW)).toBe(2);
    expect(listings).toEqual([{ group: 'eventRules', where: { field: 'kind', value: 'forecast' } }]);
    expect(messages).toEqual([
      { topic: EARLY_WARNING_TOPIC, message: { systemId: 'sys-1', nowMs: NOW } },
      { topic: EARLY_WARNING_TOPIC, message: { systemId: 'sys-2', nowMs: NOW } },
    ]);
    expect(applied).toEqual([]);
  });

  it("judges one system's rules as read, and publishes the events raised once", async () => {
    const created = await sweepEarlyWarnings('sys-1', NOW);
    expect(applied.map((a) => a.sn)).toEqual(['T-1']);
    expect(published).toEqual(created);
    expect(created).toHaveLength(1);
  });
});
