import { MaintenanceWindowSchema } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { heldLoseTheirEnd, holdDecision, planMaintenanceEnd, unsummarized, type HeldEvent } from './maintenance.js';

const window = (fields: Record<string, unknown>) => MaintenanceWindowSchema.parse({ name: 'Cleaning', ...fields });
const windows = [{ id: 'w1', window: window({ start: 1_000, end: 5_000, devices: ['S-1', 'GW-1'] }) }];
const event = (fields: { time: number; deviceSn?: string; deviceSns?: string[] }) => ({
  deviceSn: 'S-1',
  ...fields,
});

describe('holdDecision', () => {
  it('holds an event of a covered device raised in the window, marked with the occurrence end', () => {
    expect(holdDecision(event({ time: 2_000 }), windows, 'UTC')).toEqual({
      hold: true,
      mark: { windowId: 'w1', end: 5_000 },
    });
    expect(holdDecision(event({ time: 5_000 }), windows, 'UTC')).toEqual({ hold: false });
    expect(holdDecision(event({ time: 2_000, deviceSn: 'S-2' }), windows, 'UTC')).toEqual({ hold: false });
    // A gateway's offline event groups the sensors heard through it.
    expect(holdDecision(event({ time: 2_000, deviceSn: 'GW-9', deviceSns: ['S-1'] }), windows, 'UTC').hold).toBe(true);
  });

  it('keeps a held event held, sends a released one, and sends one delivered after the summary went out', () => {
    const maintenance = { windowId: 'w1', end: 5_000 };
    expect(holdDecision({ ...event({ time: 2_000 }), maintenance }, windows, 'UTC')).toEqual({ hold: true });
    expect(
      holdDecision({ ...event({ time: 2_000 }), maintenance: { ...maintenance, released: true } }, windows, 'UTC'),
    ).toEqual({
      hold: false,
    });
    const summarized = [{ id: 'w1', window: { ...windows[0].window, summarizedEnd: 5_000 } }];
    expect(holdDecision(event({ time: 2_000 }), summarized, 'UTC')).toEqual({ hold: false });
  });
});

describe('planMaintenanceEnd', () => {
  const held: HeldEvent[] = [
    {
      id: 'a1',
      time: 2_000,
      kind: 'alarm',
      deviceSn: 'S-1',
      ruleId: 'hot',
      text: 'Too hot: Room is 31 °C',
      channels: ['mail'],
    },
    {
      id: 'c1',
      time: 2_500,
      kind: 'alarm_cleared',
      deviceSn: 'S-1',
      ruleId: 'hot',
      text: 'Too hot cleared',
      channels: ['mail'],
    },
    {
      id: 'a2',
      time: 3_000,
      kind: 'alarm',
      deviceSn: 'S-1',
      ruleId: 'hot',
      text: 'Too hot: Room is 32 °C',
      channels: ['mail'],
    },
    {
      id: 'o1',
      time: 3_500,
      kind: 'offline',
      deviceSn: 'GW-1',
      ruleId: 'off',
      text: 'GW-1 offline',
      channels: ['sms'],
    },
    { id: 'd1', time: 4_000, kind: 'alarm', deviceSn: 'S-2', ruleId: 'dry', text: 'Too dry', channels: ['mail'] },
  ];
  const devices = new Map([
    ['S-1', { state: { alarm: ['hot'], online: true } }],
    ['GW-1', { state: { alarm: [], online: false } }],
    ['S-2', { state: { alarm: [], online: true } }],
  ]) as unknown as Parameters<typeof planMaintenanceEnd>[3];

  it('sums up everything held once, to every channel, and releases only the latest still true', () => {
    const plan = planMaintenanceEnd('Cleaning', 'Greenhouse', held, devices, (ms) => `t${ms}`)!;
    expect(plan.release.sort()).toEqual(['a2', 'o1']);
    expect(plan.channels.sort()).toEqual(['mail', 'sms']);
    expect(plan.title).toBe('Greenhouse: Maintenance "Cleaning" ended');
    expect(plan.body.split('\n')).toEqual([
      '5 notifications were held during the maintenance:',
      't2000 Too hot: Room is 31 °C',
      't2500 Too hot cleared',
      't3000 Too hot: Room is 32 °C',
      't3500 GW-1 offline',
      't4000 Too dry',
      '2 still in alarm or offline: sent now.',
    ]);
  });

  it('sends nothing when nothing was held', () => {
    expect(planMaintenanceEnd('Cleaning', 'Greenhouse', [], devices, String)).toBeUndefined();
  });
});

describe('a window removed or re-timed releases what it held', () => {
  const stored = { name: 'Cleaning', start: 1_000, end: 5_000, repeat: 'none', until: null, devices: ['*'] };

  it('on removal and on a change of start, end, repeat or until; not on a rename, devices or summarizedEnd', () => {
    expect(heldLoseTheirEnd(stored, undefined)).toBe(true);
    for (const change of [{ start: 2_000 }, { end: 9_000 }, { repeat: 'daily' }, { until: 99_000 }])
      expect(heldLoseTheirEnd(stored, { ...stored, ...change })).toBe(true);
    for (const change of [{ name: 'Deep clean' }, { devices: ['S-1'] }, { summarizedEnd: 5_000 }])
      expect(heldLoseTheirEnd(stored, { ...stored, ...change })).toBe(false);
    expect(heldLoseTheirEnd(undefined, stored)).toBe(false);
  });

  it('leaves out what a summary already listed', () => {
    const held = (id: string, maintenance: HeldEvent['maintenance']): HeldEvent => ({
      id,
      time: 1_500,
      kind: 'alarm',
      text: id,
      deviceSn: 'S-1',
      ruleId: 'r1',
      maintenance,
    });
    const list = [
      held('old', { windowId: 'w1', end: 5_000, released: true }),
      held('listed', { windowId: 'w1', end: 12_000, summarized: true }),
      held('open', { windowId: 'w1', end: 12_000 }),
    ];
    expect(unsummarized(list, 5_000).map((e) => e.id)).toEqual(['open']);
    expect(unsummarized(list, undefined).map((e) => e.id)).toEqual(['old', 'open']);
  });
});
