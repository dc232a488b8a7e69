import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimRead, ClaimWrites } from '../domain/claim.js';
import { ClaimInputSchema } from '@neuron/shared';
import { claimVerifier } from '../domain/claim.js';

// The data layer faked: the claim's transaction "reads" `stored` and records what it would commit.
let stored: ClaimRead;
let committed: ClaimWrites | undefined;
vi.mock('../data/claims.js', () => ({
  claimSerial: vi.fn(async (_systemId: string, _type: string, _sn: string, plan: (r: ClaimRead) => object) => {
    const decided = plan(stored);
    if ('writes' in decided) committed = decided.writes as ClaimWrites;
    return decided;
  }),
}));
const { claimDevice } = await import('./claimDevice.js');

const admin = { email: 'ada@example.com', email_verified: true };
const input = (type: 'SENSOR' | 'GATEWAY') =>
  ClaimInputSchema.parse({ systemId: 'sys-1', type, sn: 'S-3001', claimCode: '7KQ2-M9XD-4HFA', alias: 'Kiln' });

// One slow hash for the file (each takes a tenth of a second).
const VERIFIER = claimVerifier('S-3001', '7KQ2M9XD4HFA');

beforeEach(() => {
  committed = undefined;
  stored = {
    system: { admin: ['ada@example.com'] },
    claim: VERIFIER,
    facts: { model: 'Neuron TH-2', claimHash: 'not copied', battery: 90 },
    deviceInThisSystem: false,
    ownerDeviceType: undefined,
  };
});

describe('claimDevice (data layer faked)', () => {
  it('creates the device and records the owner; a sensor keeps no key to drop', async () => {
    expect(await claimDevice(input('SENSOR'), admin, 1000)).toEqual({ ok: true, value: { sn: 'S-3001' } });
    expect(committed).toMatchObject({
      device: {
        type: 'SENSOR',
        sn: 'S-3001',
        alias: 'Kiln',
        nameWords: ['kiln'],
        sample: null,
        info: { model: 'Neuron TH-2', battery: 90 },
      },
      owner: { systemId: 'sys-1', claimedAt: 1000 },
      dropKey: false,
    });
  });

  it('a gateway claimed anew loses its ingest key and gets an empty config', async () => {
    await claimDevice(input('GATEWAY'), admin, 1000);
    expect(committed).toMatchObject({ device: { type: 'GATEWAY', config: {} }, dropKey: true });
  });

  it('refuses a caller who is not an admin, and writes nothing', async () => {
    const outcome = await claimDevice(input('SENSOR'), { email: 'eve@example.com', email_verified: true }, 1000);
    expect(outcome).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(committed).toBeUndefined();
  });

  it('refuses a serial another system still has, and writes nothing', async () => {
    stored = { ...stored, claim: { ...VERIFIER, systemId: 'sys-2' }, ownerDeviceType: 'SENSOR' };
    const outcome = await claimDevice(input('SENSOR'), admin, 1000);
    expect(outcome).toMatchObject({ ok: false, code: 'already-exists' });
    expect(committed).toBeUndefined();
  });

  it('takes over a serial whose previous system no longer has the device', async () => {
    stored = { ...stored, claim: { ...VERIFIER, systemId: 'sys-2' }, ownerDeviceType: undefined };
    expect((await claimDevice(input('SENSOR'), admin, 1000)).ok).toBe(true);
  });
});
