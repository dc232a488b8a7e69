import { EventRuleSchema, ONLINE_WINDOW_MS } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import {
  offlineRouteFor,
  onlineEventText,
  sweepDevicesOf,
  sweepTransitions,
  transitionEvent,
  type SweepDevice,
} from './offline.js';
import type { Device } from '@neuron/shared';

const NOW = 10 * ONLINE_WINDOW_MS;
const OLD = NOW - ONLINE_WINDOW_MS - 1;
const sensor = (
  sn: string,
  time: number,
  gateways: string[],
  storedOnline: boolean | undefined = true,
): SweepDevice => ({
  sn,
  type: 'SENSOR',
  alias: '',
  sample: {
    time,
    values: [1],
    gatewaySn: gateways[0],
    gateways: Object.fromEntries(gateways.map((g) => [g, { time }])),
  },
  storedOnline,
});
const gateway = (sn: string, lastSeen: number | null, storedOnline: boolean | undefined = true): SweepDevice => ({
  sn,
  type: 'GATEWAY',
  alias: '',
  sample: null,
  storedOnline,
  gatewayLastSeen: lastSeen,
});

describe('offline sweep', () => {
  it('takes a sensor not sampled for 30 minutes offline once', () => {
    const t = sweepTransitions([sensor('S-1', OLD, ['GW-1']), sensor('S-2', NOW - 1000, ['GW-1'])], NOW);
    expect(t).toEqual([
      {
        sn: 'S-1',
        type: 'SENSOR',
        online: false,
        lastSeen: OLD,
        raiseEvent: true,
        groupedSensors: [],
        groupedUnder: null,
      },
    ]);
    // Already stored as offline: no second transition.
    expect(sweepTransitions([sensor('S-1', OLD, ['GW-1'], false)], NOW)).toEqual([]);
  });

  it('groups the sensors heard only through a gateway that is down under its one event', () => {
    const t = sweepTransitions(
      [
        gateway('GW-1', OLD),
        gateway('GW-2', NOW),
        sensor('S-1', OLD, ['GW-1']),
        sensor('S-2', NOW - 1000, ['GW-1']),
        sensor('S-3', OLD, ['GW-1', 'GW-2']),
      ],
      NOW,
    );
    const gw = t.find((x) => x.sn === 'GW-1');
    expect(gw).toMatchObject({ online: false, raiseEvent: true, groupedSensors: ['S-1', 'S-2'] });
    expect(t.find((x) => x.sn === 'S-1')).toMatchObject({ online: false, raiseEvent: false, groupedUnder: 'GW-1' });
    // Heard through a gateway that is still up: its own event.
    expect(t.find((x) => x.sn === 'S-3')).toMatchObject({ online: false, raiseEvent: true, groupedUnder: null });
    expect(t.find((x) => x.sn === 'GW-2')).toBeUndefined();
    expect(onlineEventText(gw!, 'GW-1')).toBe('Gateway GW-1 is offline; 2 sensors heard only through it: S-1, S-2');
  });

  it('brings a gateway seen again back online with an event; a first sighting has none', () => {
    expect(sweepTransitions([gateway('GW-1', NOW, false)], NOW)).toMatchObject([{ online: true, raiseEvent: true }]);
    expect(sweepTransitions([{ ...gateway('GW-1', NOW), storedOnline: undefined }], NOW)).toMatchObject([
      { online: true, raiseEvent: false },
    ]);
  });

  it('leaves devices never heard from alone', () => {
    expect(
      sweepTransitions(
        [
          { ...gateway('GW-1', null), storedOnline: undefined },
          { ...sensor('S-1', 0, []), sample: null },
        ],
        NOW,
      ),
    ).toEqual([]);
  });
});

describe('routing and building an offline/online event', () => {
  const rules = [
    { id: 'r-off', rule: EventRuleSchema.parse({ name: 'o', kind: 'offline_sensor', devices: ['*'], enabled: false }) },
    {
      id: 'r-on',
      rule: EventRuleSchema.parse({ name: 'p', kind: 'offline_sensor', devices: ['S-1'], channels: ['c1'] }),
    },
    {
      id: 'r-gw',
      rule: EventRuleSchema.parse({ name: 'g', kind: 'offline_gateway', devices: ['*'], channels: ['c2'] }),
    },
  ];
  it('routes by the first enabled offline rule watching the device; none: stored, notified to nobody', () => {
    expect(offlineRouteFor(rules, { sn: 'S-1', type: 'SENSOR' })).toEqual({ ruleId: 'r-on', channels: ['c1'] });
    expect(offlineRouteFor(rules, { sn: 'GW-1', type: 'GATEWAY' })).toEqual({ ruleId: 'r-gw', channels: ['c2'] });
    expect(offlineRouteFor(rules, { sn: 'S-2', type: 'SENSOR' })).toEqual({ ruleId: null, channels: [] });
  });
  it('builds one event per transition with a deterministic id and the grouped sensors', () => {
    const t = { sn: 'GW-1', type: 'GATEWAY' as const, online: false, lastSeen: 5, groupedSensors: ['S-1'] };
    const { eventId, event } = transitionEvent(t, 'Roof', { ruleId: 'r-gw', channels: ['c2'] }, NOW);
    expect(eventId).toBe('offline_GW-1_5');
    expect(event).toMatchObject({
      kind: 'offline',
      deviceSn: 'GW-1',
      deviceSns: ['S-1'],
      ruleId: 'r-gw',
      channels: ['c2'],
      time: NOW,
      acknowledgedAt: null,
      createdBy: null,
    });
    expect(event.text).toMatch(/^Gateway Roof is offline; 1 sensor heard only through it: S-1$/);
  });
  it('names the online window from the shared constant', () => {
    const t = { online: false, type: 'SENSOR' as const, groupedSensors: [] };
    expect(onlineEventText(t, 'S-1')).toBe(
      `Sensor S-1 is offline (not heard from for ${ONLINE_WINDOW_MS / 60_000} minutes)`,
    );
  });
});

describe('sweepDevicesOf', () => {
  const device = (sn: string, type: Device['type'], state?: Device['state']): Device =>
    ({ sn, type, alias: sn, tags: [], labels: [], config: {}, ...(state ? { state } : {}) }) as Device;
  const gateway = (sn: string, reportedAt?: number): Device =>
    ({ ...device(sn, 'GATEWAY'), ...(reportedAt ? { reportedAt } : {}) }) as Device;

  it("takes a gateway's own reports from its device's reportedAt (none: never reported itself)", () => {
    const read = [gateway('GW-1', NOW), gateway('GW-2')];
    expect(sweepDevicesOf(read).map((d) => d.gatewayLastSeen)).toEqual([NOW, null]);
  });

  it('hears a gateway by the shared rule: its own report or a sample of this system it delivered, the later', () => {
    const through = (sn: string, gw: string, time: number) =>
      ({
        ...device(sn, 'SENSOR'),
        sample: { time, values: [1], gatewaySn: gw, gateways: { [gw]: { time } } },
      }) as Device;
    const read = [
      gateway('GW-1', NOW - 10),
      gateway('GW-2', NOW - 60),
      through('S-1', 'GW-1', NOW - 5),
      through('S-2', 'GW-2', NOW - 50),
    ];
    expect(sweepDevicesOf(read).map((d) => d.gatewayLastSeen)).toEqual([NOW - 5, NOW - 50, undefined, undefined]);
    expect(sweepDevicesOf([gateway('GW-1', NOW), through('S-1', 'GW-1', NOW - 5)])[0].gatewayLastSeen).toBe(NOW);
  });

  it('gives a device never heard from no stored online state, and a sensor no gateway presence', () => {
    const heard = device('S-1', 'SENSOR', { online: false, lastSeen: OLD, alarm: [] } as unknown as Device['state']);
    const fresh = device('S-2', 'SENSOR', { online: false, alarm: [] } as unknown as Device['state']);
    const [a, b] = sweepDevicesOf([heard, fresh]);
    expect(a).toEqual({ sn: 'S-1', type: 'SENSOR', alias: 'S-1', sample: undefined, storedOnline: false });
    expect(b.storedOnline).toBeUndefined();
    expect('gatewayLastSeen' in a).toBe(false);
  });
});
