import { HASH } from '../fixtures.js';
import { DENY as D, type Row } from '../matrixRunner.js';

// Collections only functions read and write (no rule matches them): apiKeys, gatewayKeys, claims.
// A part of the policy's matrix (tests/rules/matrix/index.ts).

// prettier-ignore
export const FUNCTIONS_ONLY_COLLECTION_ROWS: Row[] = [
  // identity     expect op        path or query                                   data
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
];
