import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASH, NOW, WHO } from './fixtures.js';
import { ALLOW as A, DENY as D, MatrixRunner, collectionOf, describeRow, type Row } from './matrixRunner.js';
import { mutantsOf } from './ruleMutants.js';

// The whole Firestore policy, one line per case, run against the emulator under firestore.rules.
// Identities (tests/rules/fixtures.ts): anonymous; unverified (a member's e-mail, not verified);
// stranger (verified, not in system s1; a user of s2); member (in s1.users, e-mail upper-case in
// the token); admin (in s1.admin); merge (in s1.users, token claim user-requires-merge).
// Every row starts from the same seed (fixtures.ts SEED); a write that goes through is undone.

const manual = { time: NOW, kind: 'manual', text: 'Door left open', createdBy: 'member@example.com' };
const ack = (by: string) => ({ acknowledgedBy: by, acknowledgedAt: NOW + 1000 });
const rule = { name: 'Too cold', kind: 'threshold', devices: ['S-1'], op: 'lt', threshold: 5, delaySec: 60 };
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
  ['member',      A, 'get',    'system/s1'],
  ['member',      A, 'query',  'systems where users contains me'],
  ['member',      A, 'query',  'systems where admin contains me'],
  ['member',      D, 'update', 'system/s1',                                      { name: 'Mine now' }],
  ['member',      D, 'update', 'system/s1',                                      { admin: ['admin@example.com', 'member@example.com'] }],
  ['member',      A, 'create', 'system/s9',                                      { name: 'Mine', admin: ['member@example.com'], users: [], createdAt: NOW }],
  ['member',      D, 'create', 'system/s9',                                      { name: 'Not mine', admin: ['admin@example.com'], users: [] }],
  ['member',      D, 'create', 'system/s9',                                      { name: 'Mine', admin: ['member@example.com'], users: [], summary: {} }],
  ['admin',       A, 'get',    'system/s1'],
  ['admin',       A, 'query',  'systems where admin contains me'],
  ['admin',       A, 'update', 'system/s1',                                      { name: 'Greenhouse north' }],
  ['admin',       A, 'update', 'system/s1',                                      { users: ['member@example.com', 'new@example.com'] }],
  ['admin',       A, 'update', 'system/s1',                                      { admin: ['admin@example.com', 'member@example.com'] }],
  ['admin',       A, 'update', 'system/s1',                                      { pendingUsers: ['invitee@example.com'] }],
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

  // ---- devices: members read; admins add, edit alias/tags/labels/config/info, remove; never sample/state
  ['anonymous',   D, 'query',  'devices of s1 where type in all three'],
  ['unverified',  D, 'get',    'system/s1/devices/S-1'],
  ['unverified',  D, 'query',  'devices of s1 where type in all three'],
  ['stranger',    D, 'get',    'system/s1/devices/S-1'],
  ['stranger',    D, 'query',  'devices of s1 where type in all three'],
  ['member',      A, 'get',    'system/s1/devices/S-1'],
  ['member',      A, 'query',  'devices of s1 where type in all three'],
  ['member',      D, 'update', 'system/s1/devices/S-1',                          { alias: 'Mine' }],
  ['member',      D, 'create', 'system/s1/devices/S-2',                          { type: 'SENSOR', sn: 'S-2' }],
  ['member',      D, 'delete', 'system/s1/devices/S-1'],
  ['admin',       A, 'query',  'devices of s1 where type in all three'],
  ['admin',       A, 'update', 'system/s1/devices/S-1',                          { alias: 'Air north', tags: ['north'], labels: ['ethernet'], config: { si: ['°F'] }, info: { note: 'by the door' } }],
  ['admin',       D, 'update', 'system/s1/devices/S-1',                          { state }],
  ['admin',       D, 'update', 'system/s1/devices/S-1',                          { sample: { time: NOW, values: [99] } }],
  ['admin',       D, 'update', 'system/s1/devices/S-1',                          { type: 'GATEWAY' }],
  ['admin',       D, 'update', 'system/s1/devices/S-1',                          { alias: 42 }],
  ['admin',       D, 'update', 'system/s1/devices/S-1',                          { tags: 'north' }],
  ['admin',       D, 'create', 'system/s1/devices/S-2',                          { type: 'SENSOR', sn: 'S-2', alias: 'New', tags: [], labels: [], config: {} }],
  ['admin',       D, 'create', 'system/s1/devices/G-2',                          { type: 'GATEWAY', sn: 'G-2', alias: 'New', tags: [], labels: [], config: {} }],
  ['admin',       A, 'create', 'system/s1/devices/V-2',                          { type: 'VIRTUAL', sn: 'V-2', alias: 'Sum', tags: [], labels: [], config: { inputs: ['S-1'], expression: 'v1 * 2' } }],
  ['admin',       D, 'create', 'system/s1/devices/V-3',                          { type: 'VIRTUAL', sn: 'V-3', alias: 'No formula', config: { inputs: ['S-1'] } }],
  ['admin',       D, 'create', 'system/s1/devices/V-4',                          { type: 'VIRTUAL', sn: 'V-4', config: { inputs: [], expression: 'v1' } }],
  ['admin',       D, 'create', 'system/s1/devices/V-5',                          { type: 'VIRTUAL', sn: 'V-6', config: { inputs: ['S-1'], expression: 'v1' } }],
  ['member',      D, 'create', 'system/s1/devices/V-2',                          { type: 'VIRTUAL', sn: 'V-2', config: { inputs: ['S-1'], expression: 'v1 * 2' } }],
  ['admin',       D, 'create', 'system/s1/devices/S-3',                          { type: 'SENSOR', sn: 'S-3', state }],
  ['admin',       D, 'create', 'system/s1/devices/S-4',                          { type: 'PHONE', sn: 'S-4' }],
  ['admin',       D, 'create', 'system/s1/devices/S-5',                          { type: 'SENSOR', sn: 'S-6' }],
  ['admin',       A, 'delete', 'system/s1/devices/G-1'],
  ['admin',       D, 'delete', 'system/s2/devices/X-1'],
  ['admin',       D, 'get',    'system/s2/devices/X-1'],
  ['merge',       D, 'get',    'system/s1/devices/S-1'],
  ['merge',       D, 'query',  'devices of s1 where type in all three'],

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
  ['anonymous',   D, 'get',    'system/s1/devices/S-1/rollups/2025-11-23'],
  ['unverified',  D, 'query',  'rollups of s1/S-1'],
  ['stranger',    D, 'get',    'system/s1/devices/S-1/rollups/2025-11-23'],
  ['member',      A, 'query',  'rollups of s1/S-1'],
  ['member',      D, 'set',    'system/s1/devices/S-1/rollups/2025-11-23',       { day: '2025-11-23' }],
  ['admin',       A, 'get',    'system/s1/devices/S-1/rollups/2025-11-23'],
  ['admin',       D, 'delete', 'system/s1/devices/S-1/rollups/2025-11-23'],
  ['merge',       D, 'get',    'system/s1/devices/S-1/rollups/2025-11-23'],

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
  ['member',      D, 'delete', 'system/s1/events/e1'],
  ['admin',       A, 'update', 'system/s1/events/e1',                            ack('admin@example.com')],
  ['admin',       D, 'set',    'system/s1/events/e1',                            { time: NOW, kind: 'manual', text: 'Rewritten', ...ack('admin@example.com') }],
  ['admin',       D, 'update', 'system/s1/events/e1',                            { kind: 'alarm_cleared' }],
  ['merge',       D, 'get',    'system/s1/events/e1'],
  ['merge',       D, 'create', 'system/s1/events/m1',                            { ...manual, createdBy: 'merger@example.com' }],

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
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        { state: {} }],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        { op: 'sideways' }],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        { threshold: 'hot' }],
  ['admin',       D, 'update', 'system/s1/eventRules/r1',                        { delaySec: -1 }],
  ['admin',       A, 'delete', 'system/s1/eventRules/r1'],
  ['merge',       D, 'query',  'eventRules of s1'],

  // ---- pushConfig (channels) and their errors: members read; admins manage channels; errors are functions'
  ['anonymous',   D, 'query',  'pushConfig of s1 where type == email'],
  ['unverified',  D, 'get',    'system/s1/pushConfig/c1'],
  ['stranger',    D, 'query',  'pushConfig of s1 where type == email'],
  ['member',      A, 'query',  'pushConfig of s1 where type == email'],
  ['member',      A, 'get',    'system/s1/pushConfig/c1'],
  ['member',      D, 'update', 'system/s1/pushConfig/c1',                        { enabled: false }],
  ['member',      D, 'delete', 'system/s1/pushConfig/c1'],
  ['admin',       A, 'create', 'system/s1/pushConfig/c2',                        { type: 'webhook', name: 'Hook', target: 'https://example.com/h', enabled: true }],
  ['admin',       A, 'create', 'system/s1/pushConfig/c2',                        { type: 'sms', name: 'Night shift', target: ['+4512345678'] }],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        { type: 'webhook', name: 'Hook', target: 'ftp://example.com/h' }],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        { type: 'sms', name: 'Nobody', target: [] }],
  ['admin',       D, 'create', 'system/s1/pushConfig/c2',                        { type: 'pager', name: 'Beep', target: ['123'] }],
  ['admin',       A, 'update', 'system/s1/pushConfig/c1',                        { enabled: false, name: 'Ops team' }],
  ['admin',       D, 'update', 'system/s1/pushConfig/c1',                        { lastError: 'x' }],
  ['admin',       A, 'delete', 'system/s1/pushConfig/c1'],
  ['merge',       D, 'query',  'pushConfig of s1 where type == email'],
  ['anonymous',   D, 'query',  'push errors of c1 since t newest first'],
  ['unverified',  D, 'query',  'push errors of c1 since t newest first'],
  ['stranger',    D, 'query',  'push errors of c1 since t newest first'],
  ['member',      A, 'query',  'push errors of c1 since t newest first'],
  ['member',      D, 'create', 'system/s1/pushConfig/c1/errors/x2',              { time: NOW, message: 'fake', eventId: 'e1' }],
  ['admin',       A, 'get',    'system/s1/pushConfig/c1/errors/x1'],
  ['admin',       D, 'create', 'system/s1/pushConfig/c1/errors/x2',              { time: NOW, message: 'fake', eventId: 'e1' }],
  ['admin',       D, 'delete', 'system/s1/pushConfig/c1/errors/x1'],
  ['merge',       D, 'query',  'push errors of c1 since t newest first'],

  // ---- integrations: members read; admins add, edit name/url/enabled, remove; delivery status is functions'
  ['anonymous',   D, 'get',    'system/s1/integrations/i1'],
  ['unverified',  D, 'query',  'integrations of s1'],
  ['stranger',    D, 'query',  'integrations of s1'],
  ['member',      A, 'query',  'integrations of s1'],
  ['member',      D, 'update', 'system/s1/integrations/i1',                      { enabled: false }],
  ['member',      D, 'delete', 'system/s1/integrations/i1'],
  ['admin',       A, 'create', 'system/s1/integrations/i2',                      { kind: 'api_key', name: 'Reader', keyHash: HASH, enabled: true }],
  ['admin',       A, 'create', 'system/s1/integrations/i2',                      { kind: 'webhook', name: 'Lake', url: 'https://example.com/in' }],
  ['admin',       D, 'create', 'system/s1/integrations/i2',                      { kind: 'api_key', name: 'Reader', keyHash: 'not-a-hash' }],
  ['admin',       D, 'create', 'system/s1/integrations/i2',                      { kind: 'webhook', name: 'Lake', url: 'https://example.com/in', lastError: null }],
  ['admin',       A, 'update', 'system/s1/integrations/i1',                      { name: 'Forward all', enabled: false }],
  ['admin',       D, 'update', 'system/s1/integrations/i1',                      { lastError: 'cleared by hand' }],
  ['admin',       D, 'update', 'system/s1/integrations/i1',                      { url: 'not a url' }],
  ['admin',       A, 'delete', 'system/s1/integrations/i1'],
  ['merge',       D, 'get',    'system/s1/integrations/i1'],

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

  // ---- sensorInfo: any verified user reads one by id; never listed; functions write it
  ['anonymous',   D, 'get',    'sensorInfo/S-1'],
  ['unverified',  D, 'get',    'sensorInfo/S-1'],
  ['stranger',    A, 'get',    'sensorInfo/S-1'],
  ['member',      A, 'get',    'sensorInfo/S-1'],
  ['member',      D, 'query',  'all sensorInfo'],
  ['admin',       D, 'update', 'sensorInfo/S-1',                                 { battery: 100 }],
  ['merge',       D, 'get',    'sensorInfo/S-1'],

  // ---- baseSensorConfigs: verified users read (optionally by type); nobody writes from a client
  ['anonymous',   D, 'query',  'baseSensorConfigs where type == temperature'],
  ['unverified',  D, 'query',  'all baseSensorConfigs'],
  ['stranger',    A, 'query',  'baseSensorConfigs where type == temperature'],
  ['member',      A, 'query',  'all baseSensorConfigs'],
  ['admin',       A, 'get',    'baseSensorConfigs/b1'],
  ['admin',       D, 'create', 'baseSensorConfigs/b2',                           { type: 'humidity' }],
  ['merge',       D, 'query',  'baseSensorConfigs where type == temperature'],

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
  ['member',      D, 'update', 'users/uid-admin',                                { displayName: 'Hijacked' }],
  ['admin',       A, 'get',    'users/uid-admin'],
  ['admin',       D, 'get',    'users/uid-member'],
  ['admin',       D, 'delete', 'users/uid-admin'],
  ['merge',       A, 'get',    'users/uid-merge'],
  ['merge',       D, 'update', 'users/uid-merge',                                { displayName: 'Merged' }],

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
];

const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const COLLECTIONS = [
  'system',
  'devices',
  'samples',
  'rollups',
  'events',
  'eventRules',
  'pushConfig',
  'errors',
  'integrations',
  'gatewayInfo',
  'sensorInfo',
  'baseSensorConfigs',
  'invites',
  'users',
  'whatsNew',
];

describe('the matrix covers the policy', () => {
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
    expect(MATRIX.map(collectionOf).filter((c) => !COLLECTIONS.includes(c))).toEqual([]);
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
