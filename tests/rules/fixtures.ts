import type { TokenOptions } from '@firebase/rules-unit-testing';

/** The identities of the policy (issue 4): who asks, as the rules see their token. */
export const IDENTITIES = {
  /** Not signed in. */
  anonymous: null,
  /** Signed in with a member's e-mail that is not verified: treated like anonymous for system data. */
  unverified: { uid: 'uid-unverified', token: { email: 'member@example.com', email_verified: false } },
  /** Verified e-mail, in no list of system s1 (a user of the other system s2). */
  stranger: { uid: 'uid-stranger', token: { email: 'stranger@example.com', email_verified: true } },
  /** Verified, in s1.users. Upper-case in the token to prove e-mails are compared lower-cased. */
  member: { uid: 'uid-member', token: { email: 'Member@Example.com', email_verified: true } },
  /** Verified, in s1.admin. */
  admin: { uid: 'uid-admin', token: { email: 'admin@example.com', email_verified: true } },
  /** Verified, admin of the other system s2 (and in no list of s1): the attacker with a system of their own. */
  rival: { uid: 'uid-rival', token: { email: 'boss@example.com', email_verified: true } },
  /** Verified and in s1.users, but flagged for account merge: sees no system data. */
  merge: {
    uid: 'uid-merge',
    token: { email: 'merger@example.com', email_verified: true, 'user-requires-merge': true },
  },
} as const satisfies Record<string, { uid: string; token: TokenOptions } | null>;

export type Who = keyof typeof IDENTITIES;
export const WHO = Object.keys(IDENTITIES) as Who[];

/** The e-mail a client of this identity puts in its queries (lower-cased, as the client does). */
export function emailOf(who: Who): string {
  return IDENTITIES[who]?.token.email.toLowerCase() ?? 'nobody@example.com';
}

const NOW = 1_763_900_000_000;
const HASH = 'a'.repeat(64);

/**
 * The stored world every matrix row starts from, written with the rules off: system s1 (ours)
 * with one of each document, and system s2 (someone else's).
 */
export const SEED: Record<string, Record<string, unknown>> = {
  'system/s1': {
    name: 'Greenhouse',
    admin: ['admin@example.com'],
    users: ['member@example.com', 'merger@example.com'],
    createdAt: NOW,
  },
  'system/s1/summary/counts': {
    sensors: 1,
    gateways: 1,
    virtuals: 0,
    online: 1,
    offline: 0,
    alarms: 0,
    updatedAt: NOW,
  },
  'system/s2': { name: 'Elsewhere', admin: ['boss@example.com'], users: ['stranger@example.com'], createdAt: NOW },
  'system/s1/devices/S-1': {
    type: 'SENSOR',
    sn: 'S-1',
    alias: 'Air',
    tags: [],
    labels: [],
    config: { si: ['°C'] },
    sample: { time: NOW, values: [21.5], rawValues: [215] },
    state: {
      sampleTime: NOW,
      online: true,
      lastSeen: NOW,
      errorCode: null,
      errorText: null,
      display: ['21.5 °C'],
      alarm: [],
    },
  },
  'system/s1/devices/G-1': { type: 'GATEWAY', sn: 'G-1', alias: 'Roof', tags: [], labels: ['ethernet'], config: {} },
  'system/s2/devices/X-1': { type: 'SENSOR', sn: 'X-1', alias: 'Theirs', tags: [], labels: [], config: {} },
  'system/s1/devices/S-1/samples/1763900000000': { time: NOW, values: [21.5], rawValues: [215] },
  'system/s1/devices/S-1/rollups/2025-11-23': { day: '2025-11-23', values: {}, hours: {} },
  'system/s1/events/e1': {
    time: NOW,
    kind: 'alarm',
    deviceSn: 'S-1',
    ruleId: 'r1',
    value: 31,
    text: 'Air above 30',
    acknowledgedBy: null,
    acknowledgedAt: null,
    createdBy: null,
  },
  'system/s1/events/e2': {
    time: NOW - 60_000,
    kind: 'offline',
    deviceSn: 'G-1',
    ruleId: null,
    value: null,
    text: 'Roof offline',
    acknowledgedBy: 'admin@example.com',
    acknowledgedAt: NOW,
    createdBy: null,
  },
  'system/s1/eventRules/r1': {
    name: 'Too hot',
    enabled: true,
    kind: 'threshold',
    devices: ['S-1'],
    valueIndex: 0,
    op: 'gt',
    threshold: 30,
    hysteresis: 0,
    delaySec: 0,
    channels: ['c1'],
    state: { 'S-1': { conditionSince: NOW, active: true, lastSampleTime: NOW } },
  },
  'system/s1/maintenance/w1': {
    name: 'Cleaning',
    start: NOW,
    end: NOW + 7_200_000,
    repeat: 'weekly',
    until: NOW + 30 * 86_400_000,
    devices: ['*'],
    createdBy: 'admin@example.com',
  },
  'system/s1/pushConfig/c1': { type: 'email', name: 'Ops', target: ['member@example.com'], enabled: true },
  'system/s1/pushConfig/c3': {
    type: 'webhook',
    name: 'Hook',
    target: 'https://hooks.example.com/neuron',
    enabled: true,
    secretSetAt: NOW,
  },
  'system/s1/pushConfig/c1/errors/x1': { time: NOW, message: 'mailbox full', eventId: 'e1' },
  'system/s1/failedBatches/f1': {
    gatewaySn: 'g1',
    receivedAt: NOW,
    failedAt: NOW,
    reason: 'not stored after 5 attempts',
    attempts: 5,
    sampleCount: 1,
    sensors: ['s1'],
    batch: { gatewaySn: 'g1', systemId: 's1', receivedAt: NOW, samples: [{ sn: 's1', time: NOW, rawValues: [1] }] },
  },
  'system/s1/integrations/i1': {
    kind: 'webhook',
    name: 'Forward',
    url: 'https://example.com/hook',
    enabled: true,
    lastDelivery: null,
    lastError: null,
  },
  'system/s1/integrations/i3': { kind: 'api_key', name: 'Reader', enabled: true, lastDelivery: null, lastError: null },
  [`apiKeys/${HASH}`]: { systemId: 's1', integrationId: 'i3', createdAt: NOW },
  'system/s1/integrationSecrets/i3': { keyHash: HASH, rotatedAt: NOW },
  'gatewayInfo/G-1': { systemId: 's1', lastSeen: NOW, status: 1 },
  'gatewayKeys/G-1': { systemId: 's1', keyHash: HASH },
  'sensorInfo/S-1': { model: 'T1', firmware: '1.0', battery: 90, protocol: 'V3' },
  'claims/SENSOR-S-1': {
    hash: HASH,
    salt: '00112233445566778899aabbccddeeff',
    scheme: 'scrypt-n15-r8-p1-v1',
    systemId: 's1',
  },
  'baseSensorConfigs/b1': { type: 'temperature', name: 'Temperature', deviceType: 'SENSOR', config: {} },
  'invites/inv-member': {
    user: 'member@example.com',
    time: NOW,
    systemId: 's2',
    systemName: 'Elsewhere',
    role: 'user',
    invitedBy: 'boss@example.com',
    status: 'pending',
  },
  'invites/inv-stranger': {
    user: 'stranger@example.com',
    time: NOW,
    systemId: 's1',
    systemName: 'Greenhouse',
    role: 'user',
    invitedBy: 'admin@example.com',
    status: 'pending',
  },
  'users/uid-member': { avatar: '/avatar-default.svg', pushTokens: [], notificationPrefs: {} },
  'users/uid-admin': { avatar: '/avatar-default.svg', pushTokens: [], notificationPrefs: {} },
  'users/uid-merge': { avatar: '/avatar-default.svg', pushTokens: [], notificationPrefs: {} },
  'whatsNew/w1': { time: NOW, title: 'Rules', body: 'Security rules for every collection.' },
};

export { HASH, NOW };
