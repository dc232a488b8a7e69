import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hashGatewayKey } from '../domain/secretKeys.js';
import type { GatewayKeyRead, GatewayKeyWrites } from '../domain/gatewayKeyWrites.js';

// The data layer faked: the system as read, and the key transaction's read and commit.
let system: unknown;
let stored: GatewayKeyRead;
let committed: GatewayKeyWrites | undefined;
vi.mock('../data/systems.js', () => ({ readSystemData: vi.fn(async () => system) }));
vi.mock('../data/gatewayInfo.js', () => ({
  storeGatewayKey: vi.fn(async (_systemId: string, _sn: string, plan: (r: GatewayKeyRead) => object) => {
    const decided = plan(stored);
    if ('writes' in decided) committed = decided.writes as GatewayKeyWrites;
    return decided;
  }),
}));
const { issueGatewayKey } = await import('./gatewayKeys.js');

const admin = { email: 'ada@example.com', email_verified: true };
const input = { systemId: 'sys-1', gatewaySn: 'G-1' };

beforeEach(() => {
  committed = undefined;
  system = { admin: ['ada@example.com'] };
  stored = { deviceType: 'GATEWAY', info: { systemId: 'sys-1' }, key: undefined };
});

describe('issueGatewayKey (data layer faked)', () => {
  it('creates a key: only its hash is stored, the key is returned once', async () => {
    const outcome = await issueGatewayKey(input, admin, 'create', 1000);
    if (!outcome.ok) throw new Error(outcome.message);
    expect(committed).toEqual({
      key: { systemId: 'sys-1', keyHash: hashGatewayKey(outcome.value.key), keyCreatedAt: 1000 },
      dropLegacyHash: false,
    });
  });

  it('refuses to create a second key, and to rotate a key that does not exist', async () => {
    stored = { ...stored, key: { systemId: 'sys-1' } };
    expect(await issueGatewayKey(input, admin, 'create', 1000)).toMatchObject({ ok: false, code: 'already-exists' });
    stored = { ...stored, key: undefined };
    expect(await issueGatewayKey(input, admin, 'rotate', 1000)).toMatchObject({ ok: false, code: 'not-found' });
    expect(committed).toBeUndefined();
  });

  it('rotating a legacy key (a hash on gatewayInfo) moves it to the key document', async () => {
    stored = { ...stored, info: { systemId: 'sys-1', keyHash: 'a'.repeat(64) } };
    expect((await issueGatewayKey(input, admin, 'rotate', 1000)).ok).toBe(true);
    expect(committed?.dropLegacyHash).toBe(true);
  });

  it('refuses a serial that is not a gateway of the system, or not claimed by it', async () => {
    stored = { ...stored, deviceType: undefined };
    expect(await issueGatewayKey(input, admin, 'create', 1000)).toMatchObject({ ok: false, code: 'not-found' });
    stored = { ...stored, deviceType: 'GATEWAY', info: { systemId: 'sys-2' } };
    const outcome = await issueGatewayKey(input, admin, 'create', 1000);
    expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
  });

  it('refuses a caller who is not an admin before any key transaction', async () => {
    const outcome = await issueGatewayKey(input, { email: 'eve@example.com', email_verified: true }, 'create', 1000);
    expect(outcome).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(committed).toBeUndefined();
  });
});
