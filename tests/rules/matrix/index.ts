import type { Row } from '../matrixRunner.js';
import { DENY as D } from '../matrixRunner.js';
import { ACCOUNT_ROWS } from './accountRows.js';
import { ALERT_ROWS } from './alertRows.js';
import { DEVICE_ROWS } from './deviceRows.js';
import { FUNCTIONS_ONLY_COLLECTION_ROWS } from './functionsOnlyRows.js';
import { OUTBOUND_ROWS } from './outboundRows.js';

// The whole Firestore policy, one line per case, run against the emulator under the security
// rules of firestore/rules/ (firestoreRules.test.ts; every allow proven needed by firestoreRuleMutants.test.ts).
// Identities (tests/rules/fixtures.ts): anonymous; unverified (a member's e-mail, not verified);
// stranger (verified, not in system s1; a user of s2); member (in s1.users, e-mail upper-case in
// the token); admin (in s1.admin); merge (in s1.users, token claim user-requires-merge); rival
// (admin of the other system s2). The rows marked by hole are the attacker review of
// docs/THREAT_MODEL.md: what a verified stranger, a member, a rival admin or an unverified
// look-alike tries.
// Every row starts from the same seed (fixtures.ts SEED); a write that goes through is undone.

export const MATRIX: Row[] = [
  ...ACCOUNT_ROWS,
  ...DEVICE_ROWS,
  ...ALERT_ROWS,
  ...OUTBOUND_ROWS,
  ...FUNCTIONS_ONLY_COLLECTION_ROWS,
];

// Collections only functions touch (no rule matches them): not even the system's admin reads a
// channel's signing secret, and nobody reads or forges delivery markers.
export const FUNCTIONS_ONLY_ROWS: Row[] = [
  ['admin', D, 'get', 'system/s1/channelSecrets/c3'],
  ['admin', D, 'set', 'system/s1/channelSecrets/c3', { secret: 'chosen-by-me' }],
  ['member', D, 'get', 'system/s1/channelSecrets/c3'],
  ['admin', D, 'get', 'system/s1/deliveries/e1_c1'],
  ['admin', D, 'set', 'system/s1/deliveries/e2_c1', { status: 'sent' }],
  // A change of the counts not yet folded: nobody reads it, and a forged one would change the counts.
  ['admin', D, 'get', 'system/s1/summaryDeltas/d1'],
  ['member', D, 'set', 'system/s1/summaryDeltas/d2', { online: 100, at: 1 }],
];

export const COLLECTIONS = [
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
export const FUNCTIONS_ONLY = ['gatewayKeys', 'apiKeys', 'claims'];
