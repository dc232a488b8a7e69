import {
  DeviceSchema,
  EventRuleSchema,
  EventSchema,
  InviteSchema,
  nameWordsOf,
  PushConfigSchema,
  type Device,
  type Event,
  type EventRule,
  type Invite,
  type PushConfig,
} from '@neuron/shared';
import { loaded } from './fakeTransport';
import { systemDoc } from './renderApp';

// Documents for component tests, parsed by the shared schemas as the data layer parses what it
// reads (a fixture the schema refuses fails the test that builds it).

export const ADMIN = 'admin@test.io';
export const MEMBER = 'member@test.io';

/** A system with one admin and one member. */
export const SYSTEM = systemDoc('sys1', { name: 'Greenhouse', admin: [ADMIN], users: [MEMBER] });

/**
 * A sensor as stored: with the name's words the functions write (`nameWords`); pass
 * `{ nameWords: undefined }` for one they never gave words to.
 */
export function sensorDoc(sn: string, alias: string, extra: Partial<Device> = {}) {
  return loaded(
    DeviceSchema,
    sn,
    {
      type: 'SENSOR',
      sn,
      alias,
      tags: [],
      labels: [],
      config: { si: ['°C'], pv: 0, calc: ['x / 10'] },
      nameWords: nameWordsOf(alias),
      ...extra,
    } as Device,
    `system/sys1/devices/${sn}`,
  );
}

export function gatewayDoc(sn: string, alias: string, extra: Partial<Device> = {}) {
  return loaded(DeviceSchema, sn, {
    type: 'GATEWAY',
    sn,
    alias,
    tags: [],
    labels: [],
    config: {},
    nameWords: nameWordsOf(alias),
    ...extra,
  } as Device);
}

export function ruleDoc(id: string, rule: Partial<EventRule> = {}) {
  return loaded(EventRuleSchema, id, {
    name: 'CO₂ above 1200 ppm',
    enabled: true,
    kind: 'threshold',
    devices: ['S-1'],
    watch: 'value',
    valueIndex: 0,
    op: 'gt',
    threshold: 1200,
    hysteresis: 50,
    delaySec: 10,
    channels: [],
    state: {},
    ...rule,
  } as EventRule);
}

export function channelDoc(id: string, channel: Partial<PushConfig> = {}) {
  return loaded(PushConfigSchema, id, {
    type: 'email',
    name: 'Ops mail',
    target: ['ops@test.io'],
    enabled: true,
    ...channel,
  } as PushConfig);
}

/** The device list's first answer, as readDeviceList and watchDevices hand it on. */
export function deviceChanges(devices: ReturnType<typeof sensorDoc>[]) {
  return { upserted: devices, removed: [], initial: true };
}

export function eventDoc(id: string, event: Partial<Event> = {}) {
  return loaded(EventSchema, id, {
    time: 1_700_000_000_000,
    kind: 'alarm',
    deviceSn: 'S-1',
    text: `Event ${id}`,
    ...event,
  } as Event);
}

export function inviteDoc(id: string, invite: Partial<Invite> = {}) {
  return loaded(InviteSchema, id, {
    user: ADMIN,
    time: 1_700_000_000_000,
    systemId: 'cold-chain',
    systemName: 'Cold chain',
    role: 'user',
    invitedBy: 'boss@test.io',
    status: 'pending',
    ...invite,
  } as Invite);
}
