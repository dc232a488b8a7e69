import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASH, NOW, WHO } from './fixtures.js';
import { ALLOW as A, DENY as D, MatrixRunner, collectionOf, describeRow, type Row } from './matrixRunner.js';
import { mutantsOf } from './ruleMutants.js';

// The whole Firestore policy, one line per case, run against the emulator under firestore.rules.
// Identities (tests/rules/fixtures.ts): anonymous; unverified (a member's e-mail, not verified);
// stranger (verified, not in system s1; a user of s2); member (in s1.users, e-mail upper-case in
// the token); admin (in s1.admin); merge (in s1.users, token claim user-requires-merge); rival
// (admin of the other system s2). The rows marked by hole are the attacker review of
// docs/THREAT_MODEL.md: what a verified stranger, a member, a rival admin or an unverified
// look-alike tries.
// Every row starts from the same seed (fixtures.ts SEED); a write that goes through is undone.

// Times a client writes "now" must be within 5 minutes of the request: the rows take the clock
// when the file loads (the whole matrix runs well within that).
const NOW_MS = Date.now();
const manual = { time: NOW_MS, kind: 'manual', text: 'Door left open', createdBy: 'member@example.com' };
const ack = (by: string) => ({ acknowledgedBy: by, acknowledgedAt: NOW_MS + 1000 });
const mine = { name: 'Mine', admin: ['member@example.com'], users: [], createdAt: NOW_MS };
const many = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));
const hook = (target: string) => ({ type: 'webhook', name: 'Hook', target, enabled: true });
const rule = { name: 'Too cold', kind: 'threshold', devices: ['S-1'], op: 'lt', threshold: 5, delaySec: 60 };
const window = {
  name: 'Cleaning',
  start: NOW_MS,
  end: NOW_MS + 3_600_000,
  repeat: 'none',
  until: null,
  devices: ['S-1'],
  createdBy: 'admin@example.com',
};
const sched = (periods: { from: number; to: number }[], days = ['mon', 'fri']) => ({ schedule: { days, periods } });
const early = { name: 'Tank low soon', kind: 'forecast', devices: ['S-1'], op: 'lt', threshold: 15, horizonH: 24 };
const state = { sampleTime: NOW, online: false, lastSeen: NOW, errorCode: null, errorText: null, display: [] };

// prettier-ignore
const MATRIX: Row[] = [
  // identity     expect op        path or query                                   data
  // ---- system/{sid}: members read; admins rename and manage membership; summary is functions'
  ['anonymous',   D, 'get',    'system/s1'],
  ['anonymous',   D, 'query',  'systems where users contains me'],
  ['anonymous',   D, 'create', 'system/s9',                                      { name: 'Mine', admin: ['nobody@example.com'], users: [] }],
  ['unverified',  D, 'get',    'system/s1'],
  ['unverified',  D, 'query',  'systems where users contains me'],
  ['unverified',  D, 'create', 'system/s9',                                      { name: 'Mine', admin: ['member@example.com'], users: [] }],
  ['stranger',    D, 'get',    'system/s1'],
  ['stranger',    A, 'get',    'system/s2'],
  ['stranger',    A, 'query',  'systems where users contains me'],
  ['stranger',    A, 'query',  'systems where admin contains me'],
  ['stranger',    D, 'query',  'systems where users contains member'],
  ['stranger',    D, 'query',  'all systems'],
  ['stranger',    D, 'update', 'system/s1',                                      { users: ['stranger@example.com'] }],
  ['stranger',    D, 'update', 'system/s1',                                      { pendingUsers: ['stranger@example.com'] }],
  ['member',      A, 'get',    'system/s1'],
  ['member',      A, 'query',  'systems where users contains me'],
  ['member',      A, 'query',  'systems where admin contains me'],
  ['member',      D, 'update', 'system/s1',                                      { name: 'Mine now' }],
  ['member',      D, 'update', 'system/s1',                                      { admin: ['admin@example.com', 'member@example.com'] }],
  ['member',      A, 'create', 'system/s9',                                      mine],
  ['member',      A, 'create', 'system/s9',                                      { ...mine, pendingUsers: ['friend@example.com'], pendingAdmin: ['boss@example.com'] }],
  // Forged membership: a new system lists only its creator, as the one admin
  ['member',      D, 'create', 'system/s9',                                      { ...mine, users: ['victim@example.com'] }],
  ['member',      D, 'create', 'system/s9',                                      { ...mine, admin: ['member@example.com', 'victim@example.com'] }],
  ['member',      D, 'create', 'system/s9',                                      { ...mine, createdAt: NOW_MS + 86_400_000 }],
  ['member',      D, 'create', 'system/s9',                                      { ...mine, pendingUsers: [42] }],
  ['member',      D, 'create', 'system/s9',                                      { name: 'Not mine', admin: ['admin@example.com'], users: [] }],
  ['member',      D, 'create', 'system/s9',                                      { name: 'Mine', admin: ['member@example.com'], users: [], summary: {} }],
  ['admin',       A, 'get',    'system/s1'],
  ['admin',       A, 'query',  'systems where admin contains me'],
  // Leave system (issue 45): a member takes only themselves out; the last admin cannot leave
  ['member',      A, 'update', 'system/s1',                                      { users: ['merger@example.com'] }],
  ['member',      D, 'update', 'system/s1',                                      { users: [] }],
  ['member',      D, 'update', 'system/s1',                                      { users: ['merger@example.com'], name: 'Left' }],
  ['member',      D, 'update', 'system/s1',                                      { users: ['merger@example.com'], pendingUsers: ['friend@example.com'] }],
  ['admin',       D, 'update', 'system/s1',                                      { admin: [] }],
  ['stranger',    A, 'update', 'system/s2',                                      { users: [] }],
  ['rival',       D, 'update', 'system/s1',                                      { users: ['merger@example.com'] }],
  ['merge',       D, 'update', 'system/s1',                                      { users: ['member@example.com'] }],
  ['admin',       A, 'update', 'system/s1',                                      { name: 'Greenhouse north' }],
  ['admin',       A, 'update', 'system/s1',                                      { timeZone: 'Europe/Berlin' }],
  ['admin',       D, 'update', 'system/s1',                                      { timeZone: '' }],
  ['admin',       D, 'update', 'system/s1',                                      { timeZone: 42 }],
  ['member',      D, 'update', 'system/s1',                                      { timeZone: 'Europe/Berlin' }],
  ['member',      A, 'create', 'system/s9',                                      { ...mine, timeZone: 'Europe/Berlin' }],
  // Forged membership: admins take people out of admin/users; additions go through the pending lists
  ['admin',       D, 'update', 'system/s1',                                      { users: ['member@example.com', 'new@example.com'] }],
  ['admin',       D, 'update', 'system/s1',                                      { admin: ['admin@example.com', 'member@example.com'] }],
  ['admin',       A, 'update', 'system/s1',                                      { users: ['member@example.com'] }],
  ['admin',       A, 'update', 'system/s1',                                      { users: ['member@example.com', 'merger@example.com', 'admin@example.com'] }],
  ['admin',       A, 'update', 'system/s1',                                      { pendingUsers: ['invitee@example.com'] }],
  ['admin',       A, 'update', 'system/s1',                                      { pendingAdmin: ['member@example.com'] }],
  ['admin',       D, 'update', 'system/s1',                                      { pendingUsers: ['invitee@example.com', 42] }],
  ['admin',       D, 'update', 'system/s1',                                      { pendingUsers: ['not-an-e-mail'] }],
  ['admin',       D, 'update', 'system/s1',                                      { pendingUsers: [`${'x'.repeat(65)}@example.com`] }],
  ['admin',       D, 'update', 'system/s1',                                      { pendingUsers: many(501, (i) => `u${i}@example.com`) }],
  ['admin',       D, 'update', 'system/s1',                                      { name: 'x'.repeat(101) }],
  ['admin',       D, 'update', 'system/s1',                                      { pendingAdmin: 'invitee@example.com' }],
  ['member',      D, 'update', 'system/s1',                                      { pendingUsers: ['friend@example.com'] }],
  ['admin',       D, 'update', 'system/s1',                                      { admin: [] }],
  ['admin',       D, 'update', 'system/s1',                                      { admin: [], users: ['member@example.com', 'admin@example.com'] }],
  ['admin',       A, 'update', 'system/s1',                                      { pendingAdmin: ['second@example.com'], pendingUsers: [] }],
  ['admin',       A, 'update', 'system/s1',                                      { users: [] }],
  ['admin',       D, 'update', 'system/s1',                                      { name: 42 }],
  ['admin',       D, 'update', 'system/s1',                                      { summary: { sensors: 99 } }],
  ['admin',       D, 'update', 'system/s2',                                      { name: 'Taken' }],
  ['admin',       D, 'delete', 'system/s1'],
  ['merge',       D, 'get',    'system/s1'],
  ['merge',       D, 'query',  'systems where users contains me'],
  ['merge',       D, 'create', 'system/s9',                                      { name: 'Mine', admin: ['merger@example.com'], users: [] }],
  ['rival',       A, 'get',    'system/s2'],
  ['rival',       D, 'get',    'system/s1'],
  ['rival',       A, 'update', 'system/s2',                                      { pendingUsers: ['member@example.com'] }],
  ['rival',       D, 'update', 'system/s2',                                      { users: ['stranger@example.com', 'member@example.com'] }],
  ['rival',       D, 'create', 'system/s9',                                      { name: 'Trap', admin: ['boss@example.com'], users: ['member@example.com'], createdAt: NOW_MS }],

  // ---- devices: members read; admins add, edit alias/tags/labels/config/info, remove; never sample/state
  ['anonymous',   D, 'query',  'devices of s1 where type in all three'],
  ['unverified',  D, 'get',    'system/s1/devices/S-1'],
  ['unverified',  D, 'query',  'devices of s1 where type in all three'],
  ['stranger',    D, 'get',    'system/s1/devices/S-1'],
  ['stranger',    D, 'query',  'devices of s1 where type in all three'],
  ['stranger',    D, 'query',  'devices of s1: a page of sensors after S-0'],
  ['stranger',    D, 'query',  'devices of s1: sensors named from "Air"'],
  ['stranger',    D, 'query',  'devices of s1: sensors last heard through G-1'],
  ['member',      A, 'get',    'system/s1/devices/S-1'],
  ['member',      A, 'query',  'devices of s1 where type in all three'],
  ['member',      A, 'query',  'devices of s1: a page of sensors after S-0'],
  ['member',      A, 'query',  'devices of s1: sensors named from "Air"'],
  ['member',      A, 'query',  'devices of s1: sensors last heard through G-1'],
  ['member',      D, 'set',    'system/s1/deviceEdits/S-1',                      { alias: 'Mine' }],
  ['member',      D, 'create', 'system/s1/devices/S-2',                          { type: 'SENSOR', sn: 'S-2' }],
  ['member',      D, 'delete', 'system/s1/devices/S-1'],
  ['admin',       A, 'query',  'devices of s1 where type in all three'],
  ['admin',       A, 'set',    'system/s1/deviceEdits/S-1',                      { alias: 'Air north', tags: ['north'], labels: ['ethernet'], config: { si: ['°F'] }, info: { note: 'by the door' } }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { state }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { sample: { time: NOW, values: [99] } }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { type: 'GATEWAY' }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { alias: 42 }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { tags: 'north' }],
  ['admin',       A, 'set',    'system/s1/deviceEdits/S-1',                      { tags: ['x'.repeat(100), 'y'.repeat(100)], labels: many(50, (i) => `l${i}`) }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { tags: [42] }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { tags: many(51, (i) => `t${i}`) }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { labels: ['x'.repeat(101)] }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { alias: 'x'.repeat(101) }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { info: Object.fromEntries(many(51, (i) => [`k${i}`, i])) }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { info: Object.fromEntries(many(21, (i) => [`k${i}`, 'x'])) }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { info: { note: 'x'.repeat(900_000) } }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { info: { note: 'x'.repeat(501) } }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { info: { ['k'.repeat(51)]: 'x' } }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { info: { floor: 3 } }],
  ['admin',       A, 'set',    'system/s1/deviceEdits/S-1',                      { info: Object.fromEntries(many(20, (i) => [`k${i}`, 'x'.repeat(500)])) }],
  ['admin',       D, 'create', 'system/s1/devices/S-2',                          { type: 'SENSOR', sn: 'S-2', alias: 'New', tags: [], labels: [], config: {} }],
  ['admin',       D, 'create', 'system/s1/devices/G-2',                          { type: 'GATEWAY', sn: 'G-2', alias: 'New', tags: [], labels: [], config: {} }],
  ['admin',       A, 'create', 'system/s1/devices/V-2',                          { type: 'VIRTUAL', sn: 'V-2', alias: 'Sum', tags: [], labels: [], config: { inputs: ['S-1'], expression: 'v1 * 2' } }],
  ['admin',       D, 'create', 'system/s1/devices/V-3',                          { type: 'VIRTUAL', sn: 'V-3', alias: 'No formula', config: { inputs: ['S-1'] } }],
  ['admin',       D, 'create', 'system/s1/devices/V-4',                          { type: 'VIRTUAL', sn: 'V-4', config: { inputs: [], expression: 'v1' } }],
  ['admin',       D, 'create', 'system/s1/devices/V-5',                          { type: 'VIRTUAL', sn: 'V-6', config: { inputs: ['S-1'], expression: 'v1' } }],
  ['member',      D, 'create', 'system/s1/devices/V-2',                          { type: 'VIRTUAL', sn: 'V-2', config: { inputs: ['S-1'], expression: 'v1 * 2' } }],
  ['admin',       A, 'set',    'system/s1/deviceEdits/S-1',                      { config: { calc: ['x / 10', null], min: [5], max: [35], pv: 0, si: ['°C'] } }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { config: { calc: 5 } }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { config: { pv: 'a' } }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { config: { inputs: 'S-1' } }],
  // Bounded nested config (issue 45): a binary / digitiser map holds only its own keys, short texts, ≤ 50 levels
  ['admin',       A, 'set',    'system/s1/deviceEdits/S-1',                      { config: { binary: { ruleHigh: 'x > 0.5', high: 'Open', low: 'Closed', pv: 0 }, digitizer: { index: 0, levels: [{ min: 0, text: 'Low' }] } } }],
  ['admin',       A, 'set',    'system/s1/deviceEdits/S-1',                      { config: { binary: { ruleHigh: 'x > 0.5' } } }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { config: { binary: { ruleHigh: 'x > 0.5', high: 'Open', low: 'Closed', pad: 'x'.repeat(500_000) } } }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { config: { binary: { ruleHigh: 'x > 0.5', high: 'O'.repeat(101), low: 'Closed' } } }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { config: { binary: { ruleHigh: { nested: many(40, (i) => i) } } } }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { config: { digitizer: { index: 0, levels: many(51, (i) => ({ min: i, text: 'L' })) } } }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-1',                      { config: { digitizer: { index: 0, levels: [], extra: many(1000, (i) => i) } } }],
  ['admin',       D, 'create', 'system/s1/devices/S-7',                          { type: 'SENSOR', sn: 'S-7', config: { min: 5 } }],
  ['admin',       D, 'create', 'system/s1/devices/S-3',                          { type: 'SENSOR', sn: 'S-3', state }],
  ['admin',       D, 'create', 'system/s1/devices/S-4',                          { type: 'PHONE', sn: 'S-4' }],
  ['admin',       D, 'create', 'system/s1/devices/S-5',                          { type: 'SENSOR', sn: 'S-6' }],
  // The device itself is the functions' (the sample path; an edit applied from deviceEdits).
  ['admin',       D, 'update', 'system/s1/devices/S-1',                          { alias: 'Air north' }],
  ['admin',       D, 'set',    'system/s1/deviceEdits/S-9',                      { alias: 'No such device' }],
  ['stranger',    D, 'set',    'system/s2/deviceEdits/X-1',                      { alias: 'Theirs' }],
  ['member',      A, 'get',    'system/s1/deviceEdits/S-1'],
  ['stranger',    D, 'get',    'system/s1/deviceEdits/S-1'],
  ['anonymous',   D, 'get',    'system/s1/deviceEdits/S-1'],
  ['unverified',  D, 'set',    'system/s1/deviceEdits/S-1',                      { alias: 'Mine' }],
  ['rival',       D, 'set',    'system/s1/deviceEdits/S-1',                      { alias: 'Mine' }],
  ['merge',       D, 'get',    'system/s1/deviceEdits/S-1'],
  // The device counts: members read them; only functions write them.
  ['member',      A, 'get',    'system/s1/summary/counts'],
  ['stranger',    D, 'get',    'system/s1/summary/counts'],
  ['unverified',  D, 'get',    'system/s1/summary/counts'],
  ['anonymous',   D, 'get',    'system/s1/summary/counts'],
  ['rival',       D, 'get',    'system/s1/summary/counts'],
  ['merge',       D, 'get',    'system/s1/summary/counts'],
  ['admin',       D, 'set',    'system/s1/summary/counts',                       { sensors: 0, gateways: 0, virtuals: 0, online: 0, offline: 0, alarms: 0, updatedAt: NOW }],
  ['admin',       A, 'delete', 'system/s1/devices/G-1'],
  ['admin',       D, 'delete', 'system/s2/devices/X-1'],
  ['admin',       D, 'get',    'system/s2/devices/X-1'],
  ['merge',       D, 'get',    'system/s1/devices/S-1'],
  ['merge',       D, 'query',  'devices of s1 where type in all three'],
  ['rival',       D, 'get',    'system/s1/devices/S-1'],
  ['rival',       A, 'get',    'system/s2/devices/X-1'],
  ['rival',       D, 'create', 'system/s1/devices/S-2',                          { type: 'SENSOR', sn: 'S-2' }],

  // ---- samples and rollups: members read; written by functions only
  ['anonymous',   D, 'query',  'samples of s1/S-1 newest first'],
  ['unverified',  D, 'get',    'system/s1/devices/S-1/samples/1763900000000'],
  ['stranger',    D, 'query',  'samples of s1/S-1 newest first'],
  ['member',      A, 'query',  'samples of s1/S-1 newest first'],
  ['member',      A, 'get',    'system/s1/devices/S-1/samples/1763900000000'],
  ['member',      D, 'create', 'system/s1/devices/S-1/samples/1763900060000',    { time: NOW + 60_000, values: [1] }],
  ['admin',       A, 'get',    'system/s1/devices/S-1/samples/1763900000000'],
  ['admin',       D, 'set',    'system/s1/devices/S-1/samples/1763900000000',    { time: NOW, values: [99] }],
  ['admin',       D, 'delete', 'system/s1/devices/S-1/samples/1763900000000'],
  ['merge',       D, 'query',  'samples of s1/S-1 newest first'],
  ['rival',       D, 'query',  'samples of s1/S-1 newest first'],
  ['anonymous',   D, 'get',    'system/s1/devices/S-1/rollups/2025-11-23'],
  ['unverified',  D, 'query',  'rollups of s1/S-1'],
  ['stranger',    D, 'get',    'system/s1/devices/S-1/rollups/2025-11-23'],
  ['member',      A, 'query',  'rollups of s1/S-1'],
  ['member',      D, 'set',    'system/s1/devices/S-1/rollups/2025-11-23',       { day: '2025-11-23' }],
  ['admin',       A, 'get',    'system/s1/devices/S-1/rollups/2025-11-23'],
  ['admin',       D, 'delete', 'system/s1/devices/S-1/rollups/2025-11-23'],
  ['merge',       D, 'get',    'system/s1/devices/S-1/rollups/2025-11-23'],
  ['rival',       D, 'query',  'rollups of s1/S-1'],

  // ---- events: members read, acknowledge once (only the acknowledge fields), write manual events
  ['anonymous',   D, 'query',  'events of s1 newest 10'],
  ['anonymous',   D, 'update', 'system/s1/events/e1',                            ack('nobody@example.com')],
  ['unverified',  D, 'query',  'events of s1 newest 10'],
  ['unverified',  D, 'update', 'system/s1/events/e1',                            ack('member@example.com')],
  ['stranger',    D, 'get',    'system/s1/events/e1'],
  ['stranger',    D, 'update', 'system/s1/events/e1',                            ack('stranger@example.com')],
  ['stranger',    D, 'create', 'system/s1/events/m1',                            { ...manual, createdBy: 'stranger@example.com' }],
  ['member',      A, 'query',  'events of s1 newest 10'],
  ['member',      A, 'get',    'system/s1/events/e1'],
  ['member',      A, 'update', 'system/s1/events/e1',                            ack('member@example.com')],
  ['member',      D, 'update', 'system/s1/events/e1',                            { ...ack('member@example.com'), text: 'Nothing happened' }],
  ['member',      D, 'update', 'system/s1/events/e1',                            ack('admin@example.com')],
  ['member',      D, 'update', 'system/s1/events/e1',                            { acknowledgedBy: 'member@example.com', acknowledgedAt: 'now' }],
  ['member',      D, 'update', 'system/s1/events/e2',                            ack('member@example.com')],
  ['member',      A, 'create', 'system/s1/events/m1',                            manual],
  ['member',      A, 'create', 'system/s1/events/m1',                            { ...manual, deviceSn: 'S-1', ruleId: null, value: null, acknowledgedBy: null, acknowledgedAt: null }],
  ['member',      D, 'create', 'system/s1/events/m1',                            { ...manual, kind: 'alarm' }],
  ['member',      D, 'create', 'system/s1/events/m1',                            { ...manual, createdBy: 'admin@example.com' }],
  ['member',      D, 'create', 'system/s1/events/m1',                            { ...manual, text: '' }],
  ['member',      D, 'create', 'system/s1/events/m1',                            { ...manual, acknowledgedBy: 'member@example.com' }],
  ['member',      D, 'create', 'system/s1/events/m1',                            { ...manual, color: 'red' }],
  // Ids reserved for the functions (issue 45): a manual event cannot take the id of an alarm or an offline event to come (any id with _)
  ['member',      D, 'create', 'system/s1/events/r1_S-1_alarm_1763900000000',    manual],
  ['member',      D, 'create', 'system/s1/events/offline_S-1_1763900000000',     manual],
  ['member',      D, 'create', 'system/s1/events/maintenance_w1_1763900000000',  manual],
  ['member',      A, 'create', 'system/s1/events/Qm3xT7pLr4Vb8sKd1Tz0',          manual],
  // Events that break the events page: time an integer near now, text and device bounded
  ['member',      D, 'create', 'system/s1/events/m1',                            { ...manual, time: Infinity }],
  ['member',      D, 'create', 'system/s1/events/m1',                            { ...manual, time: NaN }],
  ['member',      D, 'create', 'system/s1/events/m1',                            { ...manual, time: NOW_MS + 0.5 }],
  ['member',      D, 'create', 'system/s1/events/m1',                            { ...manual, time: NOW_MS + 86_400_000 }],
  ['member',      D, 'create', 'system/s1/events/m1',                            { ...manual, time: NOW }],
  ['member',      D, 'create', 'system/s1/events/m1',                            { ...manual, time: String(NOW_MS) }],
  ['member',      D, 'create', 'system/s1/events/m1',                            { ...manual, text: 'x'.repeat(2001) }],
  ['member',      D, 'create', 'system/s1/events/m1',                            { ...manual, deviceSn: 'x'.repeat(101) }],
  ['member',      D, 'update', 'system/s1/events/e1',                            { acknowledgedBy: 'member@example.com', acknowledgedAt: NOW_MS + 86_400_000 }],
  ['member',      D, 'delete', 'system/s1/events/e1'],
  ['admin',       A, 'delete', 'system/s1/events/e1'],
  ['admin',       A, 'delete', 'system/s1/events/e2'],
  ['admin',       A, 'update', 'system/s1/events/e1',                            ack('admin@example.com')],
  ['member',      A, 'update', 'system/s1/events/e1',                            { ...ack('member@example.com'), ackComment: 'Door closed again' }],
  ['member',      A, 'query',  'events of s1 page 2 of alarms of S-1'],
  ['stranger',    D, 'query',  'events of s1 page 2 of alarms of S-1'],
  ['admin',       A, 'query',  'samples of s1/S-1 of the last week newest first'],
  ['member',      A, 'query',  'samples of s1/S-1 of an hour, by id (their time)'],
  ['stranger',    D, 'query',  'samples of s1/S-1 of an hour, by id (their time)'],
  ['stranger',    D, 'query',  'samples of s1/S-1 of the last week newest first'],
  ['member',      D, 'update', 'system/s1/events/e1',                            { ...ack('member@example.com'), ackComment: 'x'.repeat(501) }],
  ['member',      D, 'update', 'system/s1/events/e1',                            { ...ack('member@example.com'), ackComment: 42 }],
  ['admin',       D, 'update', 'system/s1/events/e1',                            { escalatedAt: NOW }],
  ['admin',       D, 'set',    'system/s1/events/e1',                            { time: NOW, kind: 'manual', text: 'Rewritten', ...ack('admin@example.com') }],
  ['admin',       D, 'update', 'system/s1/events/e1',                            { kind: 'alarm_cleared' }],
  ['merge',       D, 'get',    'system/s1/events/e1'],
  ['merge',       D, 'create', 'system/s1/events/m1',                            { ...manual, createdBy: 'merger@example.com' }],
  ['rival',       D, 'query',  'events of s1 newest 10'],
  ['rival',       D, 'delete', 'system/s1/events/e1'],
  ['rival',       D, 'create', 'system/s1/events/m1',                            { ...manual, createdBy: 'boss@example.com' }],

  // ---- eventRules: members read; admins create, edit, delete; never `state`
  ['anonymous',   D, 'query',  'eventRules of s1'],
  ['unverified',  D, 'get',    'system/s1/eventRules/r1'],
  ['stranger',    D, 'query',  'eventRules of s1'],
  ['member',      A, 'query',  'eventRules of s1'],
  ['member',      D, 'update', 'system/s1/eventRules/r1',                        { threshold: 40 }],
  ['member',      D, 'create', 'system/s1/eventRules/r2',                        rule],
  ['member',      D, 'delete', 'system/s1/eventRules/r1'],
  ['admin',       A, 'create', 'system/s1/eventRules/r2',                        rule],
  ['admin',       A, 'create', 'system/s1/eventRules/r3',                        { name: 'Door', kind: 'binary', devices: ['*'], alarmOn: 'low', channels: ['c1'], enabled: true }],
  ['admin',       D, 'create', 'system/s1/eventRules/r2',                        { ...rule, state: {} }],
  ['admin',       D, 'create', 'system/s1/eventRules/r2',                        { ...rule, name: '' }],
  ['admin',       D, 'create', 'system/s1/eventRules/r2',                        { ...rule, devices: [] }],
  ['admin',       D, 'create', 'system/s1/eventRules/r2',                        { ...rule, kind: 'weather' }],
  ['admin',       A, 'update', 'system/s1/eventRules/r1',                        { threshold: 35, enabled: false, delaySec: 300 }],
  // Schedules: sorted periods that do not overlap (the last may run past midnight), 1 to 4, days named
  ['admin',       A, 'update', 'system/s1/eventRules/r1',                        sched([{ from: 0, to: 480 }, { from: 1020, to: 1140 }])],
  ['admin',       A, 'update', 'system/s1/eventRules/r1',                        sched([{ from: 360, to: 480 }, { from: 1320, to: 360 }])],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        sched([{ from: 480, to: 480 }])],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        sched([{ from: 0, to: 1440 }])],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        sched([{ from: 60, to: 180 }, { from: 120, to: 240 }])],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        sched([{ from: 360, to: 480 }, { from: 1320, to: 420 }])],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        sched([{ from: 1020, to: 1140 }, { from: 0, to: 480 }])],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        sched([{ from: 0, to: 480 }], [])],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        sched([{ from: 0, to: 480 }], ['mon', 'mon'])],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        sched([{ from: 0, to: 480 }], ['someday'])],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        sched(many(5, (i) => ({ from: i * 60, to: i * 60 + 30 })))],
  // Early warnings: a horizon of 1 to 720 hours, one-way comparison
  ['admin',       A, 'create', 'system/s1/eventRules/r4',                        early],
  ['admin',       D, 'create', 'system/s1/eventRules/r4',                        { ...early, horizonH: 0 }],
  ['admin',       D, 'create', 'system/s1/eventRules/r4',                        { ...early, horizonH: 721 }],
  ['admin',       D, 'create', 'system/s1/eventRules/r4',                        { ...early, horizonH: 2.5 }],
  ['admin',       D, 'create', 'system/s1/eventRules/r4',                        { ...early, op: 'outside' }],
  ['admin',       D, 'create', 'system/s1/eventRules/r4',                        { name: 'No horizon', kind: 'forecast', devices: ['S-1'], op: 'lt', threshold: 15 }],
  // ---- maintenance windows: members read; admins add, edit, delete; summarizedEnd is functions'
  ['anonymous',   D, 'get',    'system/s1/maintenance/w1'],
  ['unverified',  D, 'get',    'system/s1/maintenance/w1'],
  ['merge',       D, 'get',    'system/s1/maintenance/w1'],
  ['stranger',    D, 'get',    'system/s1/maintenance/w1'],
  ['member',      A, 'get',    'system/s1/maintenance/w1'],
  ['member',      A, 'query',  'maintenance of s1'],
  ['stranger',    D, 'query',  'maintenance of s1'],
  ['member',      D, 'create', 'system/s1/maintenance/w2',                       { ...window, createdBy: 'member@example.com' }],
  ['member',      D, 'update', 'system/s1/maintenance/w1',                       { name: 'Mine' }],
  ['member',      D, 'delete', 'system/s1/maintenance/w1'],
  ['admin',       A, 'create', 'system/s1/maintenance/w2',                       window],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, createdBy: 'member@example.com' }],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, end: NOW_MS - 1 }],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, end: NOW_MS }],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, devices: [] }],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, repeat: 'daily', end: NOW_MS + 86_400_000 }],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, end: NOW_MS + 31 * 86_400_000 }],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, until: NOW_MS - 1 }],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, summarizedEnd: NOW_MS }],
  // Hole "Windows without end": a repeat needs `until` (≤ a year), covers at most half its repeat; sane times.
  ['admin',       A, 'create', 'system/s1/maintenance/w2',                       { ...window, repeat: 'daily', end: NOW_MS + 12 * 3_600_000, until: NOW_MS + 365 * 86_400_000 }],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, repeat: 'daily', end: NOW_MS + 86_400_000 - 1, until: NOW_MS + 86_400_000 }],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, repeat: 'daily', end: NOW_MS + 12 * 3_600_000 + 1, until: NOW_MS + 86_400_000 }],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, repeat: 'weekly', end: NOW_MS + 7 * 86_400_000 - 1, until: NOW_MS + 86_400_000 }],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, repeat: 'daily', until: null }],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, repeat: 'weekly', until: 8_640_000_000_000_000 }],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, repeat: 'daily', until: NOW_MS + 367 * 86_400_000 }],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, start: -5, end: 3_600_000 }],
  ['admin',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, start: 4_102_444_800_000, end: 4_102_448_400_000 }],
  ['admin',       D, 'update', 'system/s1/maintenance/w1',                       { until: null }],
  ['admin',       A, 'update', 'system/s1/maintenance/w1',                       { name: 'Deep clean', devices: ['S-1', 'G-1'] }],
  ['admin',       D, 'update', 'system/s1/maintenance/w1',                       { end: NOW - 1 }],
  ['admin',       D, 'update', 'system/s1/maintenance/w1',                       { summarizedEnd: NOW }],
  ['admin',       A, 'delete', 'system/s1/maintenance/w1'],
  ['rival',       D, 'get',    'system/s1/maintenance/w1'],
  ['rival',       D, 'create', 'system/s1/maintenance/w2',                       { ...window, createdBy: 'boss@example.com' }],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        { state: {} }],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        { op: 'sideways' }],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        { threshold: 'hot' }],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        { delaySec: -1 }],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        { threshold: Infinity }],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        { threshold: NaN }],
  ['admin',       D, 'create', 'system/s1/eventRules/r2',                        { ...rule, devices: many(501, (i) => `S-${i}`) }],
  ['admin',       D, 'create', 'system/s1/eventRules/r2',                        { ...rule, devices: ['S-1', 42] }],
  ['admin',       D, 'create', 'system/s1/eventRules/r2',                        { ...rule, channels: many(21, (i) => `c${i}`) }],
  ['admin',       A, 'delete', 'system/s1/eventRules/r1'],
  ['admin',       A, 'create', 'system/s1/eventRules/r4',                        { ...rule, escalationChannel: 'c1', escalateAfterMin: 15 }],
  ['admin',       D, 'create', 'system/s1/eventRules/r4',                        { ...rule, escalationChannel: 'c1', escalateAfterMin: 0 }],
  ['admin',       D, 'create', 'system/s1/eventRules/r4',                        { ...rule, escalationChannel: 7, escalateAfterMin: 15 }],
  ['admin',       D, 'create', 'system/s1/eventRules/r4',                        { ...rule, escalationChannel: 'c1', escalateAfterMin: 1441 }],
  ['admin',       D, 'create', 'system/s1/eventRules/r4',                        { ...rule, escalationChannel: 'c1', escalateAfterMin: 2.5 }],
  ['admin',       D, 'create', 'system/s1/eventRules/r4',                        { ...rule, escalationChannel: 'c'.repeat(101), escalateAfterMin: 15 }],
  ['admin',       A, 'update', 'system/s1/eventRules/r1',                        { escalationChannel: 'c1', escalateAfterMin: 30 }],
  ['member',      D, 'update', 'system/s1/eventRules/r1',                        { escalationChannel: 'c1', escalateAfterMin: 30 }],
  ['merge',       D, 'query',  'eventRules of s1'],
  ['rival',       D, 'create', 'system/s1/eventRules/r2',                        rule],
  ['rival',       D, 'query',  'eventRules of s1'],

  // ---- pushConfig (channels) and their errors: members read; admins manage channels; errors are functions'
  ['anonymous',   D, 'query',  'pushConfig of s1 where type == email'],
  ['unverified',  D, 'get',    'system/s1/pushConfig/c1'],
  ['stranger',    D, 'query',  'pushConfig of s1 where type == email'],
  ['member',      A, 'query',  'pushConfig of s1 where type == email'],
  ['member',      A, 'get',    'system/s1/pushConfig/c1'],
  ['member',      D, 'update', 'system/s1/pushConfig/c1',                        { enabled: false }],
  ['member',      D, 'delete', 'system/s1/pushConfig/c1'],
  ['admin',       A, 'create', 'system/s1/pushConfig/c2',                        hook('https://example.com/h')],
  ['admin',       A, 'create', 'system/s1/pushConfig/c2',                        hook('https://hooks.example.com:8443/in?team=ops#x')],
  ['admin',       A, 'create', 'system/s1/pushConfig/c2',                        hook('https://93.184.216.34/hook')],
  ['admin',       A, 'create', 'system/s1/pushConfig/c2',                        { type: 'sms', name: 'Night shift', target: ['+4512345678'] }],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        { type: 'webhook', name: 'Hook', target: 'ftp://example.com/h' }],
  // Server-side request forgery: https only, no host literal of this machine or a private network
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook('http://example.com/h')],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook('https://127.0.0.1:8080/h')],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook('https://localhost/h')],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook('https://169.254.169.254/latest/meta-data')],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook('https://metadata.google.internal/computeMetadata')],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook('https://10.0.0.5/h')],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook('https://172.16.3.4/h')],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook('https://192.168.1.1/h')],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook('https://100.64.0.1/h')],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook('https://0x7f.0.0.1/h')],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook('https://2130706433/h')],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook('https://[::1]/h')],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook('https://[::ffff:127.0.0.1]/h')],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook('https://user@example.com/h')],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook('https://intranet/h')],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        hook(`https://example.com/${'x'.repeat(2000)}`)],
  // Channels reach only members: e-mails are checked here (push and SMS by deliver, at send)
  ['admin',       A, 'create', 'system/s1/pushConfig/c2',                        { type: 'email', name: 'Team', target: ['member@example.com', 'admin@example.com'] }],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        { type: 'email', name: 'Spam', target: ['member@example.com', 'victim@example.com'] }],
  ['admin',       D, 'update', 'system/s1/pushConfig/c1',                        { target: ['stranger@example.com'] }],
  ['admin',       A, 'create', 'system/s1/pushConfig/c2',                        { type: 'push', name: 'Phones', target: ['uid-member'] }],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        { type: 'push', name: 'Phones', target: many(51, (i) => `uid-${i}`) }],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        { type: 'sms', name: 'Toll', target: ['+4512345678', '0900 123'] }],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        { type: 'sms', name: 'Toll', target: many(21, (i) => `+45123456${10 + i}`) }],
  // The signing secret is the server's: a client never sets secretSetAt
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        { ...hook('https://example.com/h'), secretSetAt: NOW }],
  ['admin',       D, 'update', 'system/s1/pushConfig/c3',                        { secretSetAt: NOW + 1 }],
  ['admin',       A, 'update', 'system/s1/pushConfig/c3',                        { name: 'Renamed hook' }],
  ['admin',       D, 'update', 'system/s1/pushConfig/c3',                        { target: 'https://127.0.0.1/h' }],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        { type: 'sms', name: 'Nobody', target: [] }],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        { type: 'pager', name: 'Beep', target: ['123'] }],
  ['admin',       A, 'update', 'system/s1/pushConfig/c1',                        { enabled: false, name: 'Ops team' }],
  ['admin',       D, 'update', 'system/s1/pushConfig/c1',                        { lastError: 'x' }],
  ['admin',       A, 'delete', 'system/s1/pushConfig/c1'],
  ['merge',       D, 'query',  'pushConfig of s1 where type == email'],
  ['rival',       D, 'create', 'system/s1/pushConfig/c2',                        hook('https://example.com/h')],
  ['rival',       D, 'get',    'system/s1/pushConfig/c1'],
  ['anonymous',   D, 'query',  'push errors of c1 since t newest first'],
  ['unverified',  D, 'query',  'push errors of c1 since t newest first'],
  ['stranger',    D, 'query',  'push errors of c1 since t newest first'],
  ['member',      A, 'query',  'push errors of c1 since t newest first'],
  ['member',      D, 'create', 'system/s1/pushConfig/c1/errors/x2',              { time: NOW, message: 'fake', eventId: 'e1' }],
  ['admin',       A, 'get',    'system/s1/pushConfig/c1/errors/x1'],
  ['admin',       D, 'create', 'system/s1/pushConfig/c1/errors/x2',              { time: NOW, message: 'fake', eventId: 'e1' }],
  ['admin',       D, 'delete', 'system/s1/pushConfig/c1/errors/x1'],
  ['merge',       D, 'query',  'push errors of c1 since t newest first'],
  ['rival',       D, 'query',  'push errors of c1 since t newest first'],

  // ---- failedBatches (sample batches the store path gave up on): admins read; functions only write
  ['anonymous',   D, 'query',  'failedBatches of s1 where gatewaySn == g1'],
  ['stranger',    D, 'query',  'failedBatches of s1 where gatewaySn == g1'],
  ['member',      D, 'query',  'failedBatches of s1 where gatewaySn == g1'],
  ['member',      D, 'get',    'system/s1/failedBatches/f1'],
  ['admin',       A, 'query',  'failedBatches of s1 where gatewaySn == g1'],
  ['admin',       A, 'get',    'system/s1/failedBatches/f1'],
  ['admin',       D, 'create', 'system/s1/failedBatches/f2',                     { gatewaySn: 'g1', reason: 'fake' }],
  ['admin',       D, 'delete', 'system/s1/failedBatches/f1'],
  ['rival',       D, 'query',  'failedBatches of s1 where gatewaySn == g1'],
  ['unverified',  D, 'query',  'failedBatches of s1 where gatewaySn == g1'],
  ['merge',       D, 'query',  'failedBatches of s1 where gatewaySn == g1'],

  // ---- integrations: members read; admins add, edit name/url/enabled, remove; delivery status is functions'
  ['anonymous',   D, 'get',    'system/s1/integrations/i1'],
  ['unverified',  D, 'query',  'integrations of s1'],
  ['stranger',    D, 'query',  'integrations of s1'],
  ['member',      A, 'query',  'integrations of s1'],
  ['member',      D, 'update', 'system/s1/integrations/i1',                      { enabled: false }],
  ['member',      D, 'delete', 'system/s1/integrations/i1'],
  // Hole "A member can hijack a system's read-API key": only createIntegration adds one, no client writes a hash.
  ['admin',       D, 'create', 'system/s1/integrations/i2',                      { kind: 'api_key', name: 'Reader', keyHash: HASH, enabled: true }],
  ['admin',       D, 'create', 'system/s1/integrations/i2',                      { kind: 'api_key', name: 'Reader' }],
  ['admin',       D, 'create', 'system/s1/integrations/i2',                      { kind: 'webhook', name: 'Lake', url: 'https://example.com/in' }],
  ['admin',       D, 'update', 'system/s1/integrations/i3',                      { keyHash: HASH }],
  ['rival',       D, 'create', 'system/s2/integrations/i9',                      { kind: 'api_key', name: 'Copy', keyHash: HASH, enabled: false }],
  ['admin',       A, 'update', 'system/s1/integrations/i3',                      { name: 'Reader 2', enabled: false }],
  ['admin',       A, 'update', 'system/s1/integrations/i1',                      { name: 'Forward all', enabled: false }],
  ['admin',       D, 'update', 'system/s1/integrations/i1',                      { lastError: 'cleared by hand' }],
  ['admin',       D, 'update', 'system/s1/integrations/i1',                      { url: 'not a url' }],
  ['admin',       D, 'update', 'system/s1/integrations/i1',                      { url: 'http://example.com/in' }],
  ['admin',       D, 'update', 'system/s1/integrations/i1',                      { url: 'https://169.254.169.254/latest' }],
  ['admin',       A, 'delete', 'system/s1/integrations/i1'],
  ['merge',       D, 'get',    'system/s1/integrations/i1'],
  ['rival',       D, 'create', 'system/s1/integrations/i2',                      { kind: 'webhook', name: 'Lake', url: 'https://example.com/in' }],
  ['rival',       D, 'update', 'system/s1/integrations/i3',                      { enabled: false }],

  // ---- apiKeys/{hash}: which system and integration a read-API key opens; functions only
  ['anonymous',   D, 'get',    `apiKeys/${HASH}`],
  ['unverified',  D, 'get',    `apiKeys/${HASH}`],
  ['stranger',    D, 'query',  'all apiKeys'],
  ['member',      D, 'get',    `apiKeys/${HASH}`],
  ['admin',       D, 'get',    `apiKeys/${HASH}`],
  ['admin',       D, 'query',  'all apiKeys'],
  ['admin',       D, 'create', `apiKeys/${'c'.repeat(64)}`,                      { systemId: 's1', integrationId: 'i3' }],
  ['merge',       D, 'get',    `apiKeys/${HASH}`],
  ['rival',       D, 'create', `apiKeys/${'c'.repeat(64)}`,                      { systemId: 's2', integrationId: 'i9' }],
  ['rival',       D, 'update', `apiKeys/${HASH}`,                                { systemId: 's2', integrationId: 'i9' }],

  // ---- gatewayInfo: members of its system read it by id; its admins set the location; the rest is functions'
  ['anonymous',   D, 'get',    'gatewayInfo/G-1'],
  ['unverified',  D, 'get',    'gatewayInfo/G-1'],
  ['stranger',    D, 'get',    'gatewayInfo/G-1'],
  ['member',      A, 'get',    'gatewayInfo/G-1'],
  ['member',      D, 'update', 'gatewayInfo/G-1',                                { location: { lat: 55.7, lng: 12.6 } }],
  ['admin',       A, 'get',    'gatewayInfo/G-1'],
  ['admin',       A, 'update', 'gatewayInfo/G-1',                                { location: { lat: 55.7, lng: 12.6, accuracy: 30 } }],
  ['admin',       D, 'update', 'gatewayInfo/G-1',                                { location: { lat: 91, lng: 12.6 } }],
  ['admin',       D, 'update', 'gatewayInfo/G-1',                                { location: { lat: 55.7, lng: -181 } }],
  ['admin',       D, 'update', 'gatewayInfo/G-1',                                { status: 0 }],
  ['admin',       D, 'update', 'gatewayInfo/G-1',                                { keyHash: HASH.replace(/a/g, 'b') }],
  ['admin',       D, 'create', 'gatewayInfo/G-2',                                { systemId: 's1', keyHash: HASH }],
  ['admin',       D, 'query',  'all gatewayInfo'],
  ['merge',       D, 'get',    'gatewayInfo/G-1'],
  ['rival',       D, 'get',    'gatewayInfo/G-1'],
  ['rival',       D, 'update', 'gatewayInfo/G-1',                                { location: { lat: 55.7, lng: 12.6 } }],
  ['rival',       D, 'create', 'gatewayInfo/G-9',                                { systemId: 's2' }],

  // ---- gatewayKeys: the ingest key hashes, read and written by functions only
  ['anonymous',   D, 'get',    'gatewayKeys/G-1'],
  ['unverified',  D, 'get',    'gatewayKeys/G-1'],
  ['rival',       D, 'get',    'gatewayKeys/G-1'],
  ['stranger',    D, 'get',    'gatewayKeys/G-1'],
  ['merge',       D, 'get',    'gatewayKeys/G-1'],
  ['member',      D, 'get',    'gatewayKeys/G-1'],
  ['admin',       D, 'get',    'gatewayKeys/G-1'],
  ['admin',       D, 'update', 'gatewayKeys/G-1',                                { keyHash: HASH.replace(/a/g, 'b') }],
  ['admin',       D, 'create', 'gatewayKeys/G-2',                                { systemId: 's1', keyHash: HASH }],

  // ---- claims/{TYPE}-{sn}: a claim code's slow verifier and the serial's owner; functions only
  // (hole "Claim codes can be brute-forced offline": nobody but the functions reads a verifier or owner)
  ['anonymous',   D, 'get',    'claims/SENSOR-S-1'],
  ['unverified',  D, 'get',    'claims/SENSOR-S-1'],
  ['stranger',    D, 'get',    'claims/SENSOR-S-1'],
  ['stranger',    D, 'query',  'all claims'],
  ['member',      D, 'get',    'claims/SENSOR-S-1'],
  ['admin',       D, 'get',    'claims/SENSOR-S-1'],
  ['admin',       D, 'update', 'claims/SENSOR-S-1',                              { systemId: 's1' }],
  ['merge',       D, 'get',    'claims/SENSOR-S-1'],
  ['rival',       D, 'get',    'claims/SENSOR-S-1'],
  ['rival',       D, 'create', 'claims/SENSOR-S-9',                              { hash: HASH, salt: 'ab', scheme: 'scrypt-n15-r8-p1-v1' }],

  // ---- sensorInfo: any verified user reads one by id; never listed; functions write it
  ['anonymous',   D, 'get',    'sensorInfo/S-1'],
  ['unverified',  D, 'get',    'sensorInfo/S-1'],
  ['stranger',    A, 'get',    'sensorInfo/S-1'],
  ['member',      A, 'get',    'sensorInfo/S-1'],
  ['member',      D, 'query',  'all sensorInfo'],
  ['admin',       D, 'update', 'sensorInfo/S-1',                                 { battery: 100 }],
  ['merge',       D, 'get',    'sensorInfo/S-1'],
  ['rival',       A, 'get',    'sensorInfo/S-1'],
  ['rival',       D, 'update', 'sensorInfo/S-1',                                 { battery: 1 }],

  // ---- baseSensorConfigs: verified users read (optionally by type); nobody writes from a client
  ['anonymous',   D, 'query',  'baseSensorConfigs where type == temperature'],
  ['unverified',  D, 'query',  'all baseSensorConfigs'],
  ['stranger',    A, 'query',  'baseSensorConfigs where type == temperature'],
  ['member',      A, 'query',  'all baseSensorConfigs'],
  ['admin',       A, 'get',    'baseSensorConfigs/b1'],
  ['admin',       D, 'create', 'baseSensorConfigs/b2',                           { type: 'humidity' }],
  ['merge',       D, 'query',  'baseSensorConfigs where type == temperature'],
  ['rival',       A, 'query',  'all baseSensorConfigs'],
  ['rival',       D, 'create', 'baseSensorConfigs/b2',                           { type: 'humidity' }],

  // ---- invites: only the invitee (by e-mail) reads them and may decline; a function creates them
  ['anonymous',   D, 'query',  'invites where user == me newest first'],
  ['unverified',  D, 'query',  'invites where user == me newest first'],
  ['unverified',  D, 'get',    'invites/inv-member'],
  ['stranger',    A, 'query',  'invites where user == me newest first'],
  ['stranger',    A, 'get',    'invites/inv-stranger'],
  ['stranger',    D, 'get',    'invites/inv-member'],
  ['stranger',    D, 'query',  'invites where user == member'],
  ['stranger',    D, 'query',  'all invites'],
  ['stranger',    A, 'update', 'invites/inv-stranger',                           { status: 'declined' }],
  ['stranger',    D, 'update', 'invites/inv-stranger',                           { status: 'accepted' }],
  ['stranger',    D, 'update', 'invites/inv-stranger',                           { status: 'declined', role: 'admin' }],
  ['stranger',    D, 'delete', 'invites/inv-stranger'],
  ['member',      A, 'query',  'invites where user == me newest first'],
  ['member',      A, 'query',  'invites where user == member'],
  ['member',      D, 'update', 'invites/inv-stranger',                           { status: 'declined' }],
  ['member',      D, 'create', 'invites/inv-new',                                { user: 'member@example.com', time: NOW, systemId: 's1', role: 'admin', status: 'pending' }],
  ['admin',       A, 'query',  'invites where user == me newest first'],
  ['admin',       D, 'get',    'invites/inv-stranger'],
  ['admin',       D, 'create', 'invites/inv-new',                                { user: 'new@example.com', time: NOW, systemId: 's1', role: 'user', status: 'pending' }],
  ['merge',       D, 'query',  'invites where user == me newest first'],
  ['rival',       A, 'query',  'invites where user == me newest first'],
  ['rival',       D, 'get',    'invites/inv-member'],
  ['rival',       D, 'update', 'invites/inv-member',                             { status: 'declined' }],

  // ---- users/{uid}: only that user reads and writes it (profile fields only); merge-flagged only reads
  ['anonymous',   D, 'get',    'users/uid-member'],
  ['unverified',  A, 'get',    'users/uid-unverified'],
  ['unverified',  A, 'create', 'users/uid-unverified',                           { avatar: '/avatar-default.svg', displayName: 'New' }],
  ['unverified',  D, 'get',    'users/uid-member'],
  ['stranger',    D, 'get',    'users/uid-member'],
  ['stranger',    D, 'query',  'all users'],
  ['member',      A, 'get',    'users/uid-member'],
  ['member',      A, 'update', 'users/uid-member',                               { displayName: 'Mem', pushTokens: ['fcm-token-1'] }],
  ['member',      D, 'update', 'users/uid-member',                               { isAdmin: true }],
  ['member',      D, 'update', 'users/uid-member',                               { pushTokens: 'fcm-token-1' }],
  ['member',      D, 'update', 'users/uid-member',                               { pushTokens: Array.from({ length: 21 }, (_, i) => `t${i}`) }],
  ['stranger',    D, 'update', 'users/uid-member',                               { pushTokens: ['stranger-browser'] }],
  ['member',      D, 'update', 'users/uid-admin',                                { displayName: 'Hijacked' }],
  ['member',      D, 'update', 'users/uid-member',                               { pushTokens: [42] }],
  ['member',      D, 'update', 'users/uid-member',                               { pushTokens: many(21, (i) => `fcm-${i}`) }],
  ['member',      D, 'update', 'users/uid-member',                               { notificationPrefs: Object.fromEntries(many(51, (i) => [`k${i}`, true])) }],
  ['unverified',  D, 'create', 'users/uid-unverified',                           { avatar: `data:image/png;base64,${'A'.repeat(100_000)}` }],
  ['admin',       A, 'get',    'users/uid-admin'],
  ['admin',       D, 'get',    'users/uid-member'],
  ['admin',       D, 'delete', 'users/uid-admin'],
  ['merge',       A, 'get',    'users/uid-merge'],
  ['merge',       D, 'update', 'users/uid-merge',                                { displayName: 'Merged' }],
  ['rival',       A, 'create', 'users/uid-rival',                                { displayName: 'Boss', avatar: 'data:image/png;base64,AAAA' }],
  ['rival',       D, 'get',    'users/uid-member'],

  // ---- whatsNew: anyone reads the latest; nobody writes from a client
  ['anonymous',   A, 'query',  'latest whatsNew'],
  ['anonymous',   D, 'create', 'whatsNew/w2',                                    { time: NOW, title: 'Spam', body: '' }],
  ['unverified',  A, 'get',    'whatsNew/w1'],
  ['unverified',  D, 'update', 'whatsNew/w1',                                    { title: 'Edited' }],
  ['stranger',    A, 'query',  'latest whatsNew'],
  ['stranger',    D, 'delete', 'whatsNew/w1'],
  ['member',      A, 'query',  'latest whatsNew'],
  ['member',      D, 'update', 'whatsNew/w1',                                    { title: 'Edited' }],
  ['admin',       A, 'get',    'whatsNew/w1'],
  ['admin',       D, 'create', 'whatsNew/w2',                                    { time: NOW, title: 'Mine', body: '' }],
  ['merge',       A, 'query',  'latest whatsNew'],
  ['merge',       D, 'delete', 'whatsNew/w1'],
  ['rival',       A, 'get',    'whatsNew/w1'],
  ['rival',       D, 'create', 'whatsNew/w2',                                    { time: NOW, title: 'Spam', body: '' }],
];

// Collections only functions touch (no rule matches them): not even the system's admin reads a
// channel's signing secret, and nobody reads or forges delivery markers.
const FUNCTIONS_ONLY_ROWS: Row[] = [
  ['admin', D, 'get', 'system/s1/channelSecrets/c3'],
  ['admin', D, 'set', 'system/s1/channelSecrets/c3', { secret: 'chosen-by-me' }],
  ['member', D, 'get', 'system/s1/channelSecrets/c3'],
  ['admin', D, 'get', 'system/s1/deliveries/e1_c1'],
  ['admin', D, 'set', 'system/s1/deliveries/e2_c1', { status: 'sent' }],
  // A change of the counts not yet folded: nobody reads it, and a forged one would change the counts.
  ['admin', D, 'get', 'system/s1/summaryDeltas/d1'],
  ['member', D, 'set', 'system/s1/summaryDeltas/d2', { online: 100, at: NOW }],
];

const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const COLLECTIONS = [
  'system',
  'devices',
  'deviceEdits',
  'summary',
  'samples',
  'rollups',
  'events',
  'eventRules',
  'pushConfig',
  'errors',
  'integrations',
  'maintenance',
  'gatewayInfo',
  'sensorInfo',
  'baseSensorConfigs',
  'invites',
  'users',
  'whatsNew',
  'failedBatches',
];
/** Collections no client reads or writes: only denied rows, one for every identity at least. */
const FUNCTIONS_ONLY = ['gatewayKeys', 'apiKeys', 'claims'];

describe('the matrix covers the policy', () => {
  it.each(FUNCTIONS_ONLY)('%s is denied to every identity', (name) => {
    const rows = MATRIX.filter((r) => collectionOf(r) === name);
    expect(rows.every((r) => r[1] === D)).toBe(true);
    expect(WHO.filter((who) => !rows.some((r) => r[0] === who))).toEqual([]);
  });

  it.each(COLLECTIONS)('%s has an allowed and a denied row, and a row for every identity', (name) => {
    const rows = MATRIX.filter((r) => collectionOf(r) === name);
    expect(
      rows.some((r) => r[1] === A),
      'an allowed row',
    ).toBe(true);
    expect(
      rows.some((r) => r[1] === D),
      'a denied row',
    ).toBe(true);
    expect(WHO.filter((who) => !rows.some((r) => r[0] === who))).toEqual([]);
  });

  it.each(WHO)('%s has allowed and denied rows', (who) => {
    const rows = MATRIX.filter((r) => r[0] === who);
    expect(rows.some((r) => r[1] === A)).toBe(true);
    expect(rows.some((r) => r[1] === D)).toBe(true);
  });

  it('names only the collections above', () => {
    expect(MATRIX.map(collectionOf).filter((c) => !COLLECTIONS.includes(c) && !FUNCTIONS_ONLY.includes(c))).toEqual([]);
  });
});

describe('firestore.rules against the emulator', () => {
  let runner: MatrixRunner;

  beforeAll(async () => {
    runner = await MatrixRunner.start('demo-neuron-rules', RULES);
    await runner.reseed();
  });
  afterAll(async () => {
    await runner?.stop();
  });

  it.each(MATRIX.map((row) => [describeRow(row), row] as const))('%s', async (_name, row) => {
    expect(await runner.run(row)).toBe(row[1]);
  });

  it.each(FUNCTIONS_ONLY_ROWS.map((row) => [describeRow(row), row] as const))(
    'functions only: %s',
    async (_name, row) => {
      expect(await runner.run(row)).toBe(row[1]);
    },
  );
});

describe('every allow in firestore.rules is needed: relaxing one to `if true` fails a row', () => {
  let runner: MatrixRunner;
  const denied = MATRIX.filter((r) => r[1] === D);

  beforeAll(async () => {
    runner = await MatrixRunner.start('demo-neuron-rules-mutants', RULES);
    await runner.reseed();
  });
  afterAll(async () => {
    await runner?.stop();
  });

  const mutants = mutantsOf(RULES);

  it('finds the allow statements', () => {
    // One per `allow` in the file, less the deliberate `if true` of whatsNew.
    expect(mutants.length).toBe((RULES.match(/^\s*allow\s/gm) ?? []).length - 1);
  });

  it.each(mutants.map((m) => [`${m.collection}: ${m.original.slice(0, 90)}`, m] as const))(
    '%s',
    async (_name, mutant) => {
      await runner.loadRules(mutant.rules);
      // Only the statement's own collection can change answer: the other matches are untouched.
      const rows = denied.filter((r) => collectionOf(r) === mutant.collection);
      let caughtBy: string | undefined;
      for (const row of rows) {
        if ((await runner.run(row)) === A) {
          caughtBy = describeRow(row);
          break;
        }
      }
      expect(caughtBy, `no denied row turned allowed with: ${mutant.original}`).toBeDefined();
    },
  );
});
