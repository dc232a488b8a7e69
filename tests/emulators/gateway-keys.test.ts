import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashGatewayKey } from '../../functions/src/domain/secretKeys.js';
import { callFunction, userWithIdToken } from '../support/callables.js';
import { adminDb, clearFirestore, closeAdmin, postIngest } from '../support/emulators.js';

const SID = 'sys-keys';
const GW = 'GW-9001';
// A rival system holds the same serial as a device of its own but never claimed it.
const RIVAL = 'sys-rival';

describe('createGatewayKey / rotateGatewayKey', () => {
  let admin: { idToken: string };
  let member: { idToken: string };
  let rival: { idToken: string };

  beforeAll(async () => {
    await clearFirestore();
    // Accounts first: re-creating one deletes the old one, whose trigger takes its e-mail off
    // every system (tests/support/callables.ts); the systems are written after that.
    admin = await userWithIdToken('keyadmin@example.com');
    member = await userWithIdToken('keyuser@example.com');
    rival = await userWithIdToken('rival@example.com');
    const db = adminDb();
    await db
      .doc(`system/${SID}`)
      .set({ name: 'Keys', admin: ['keyadmin@example.com'], users: ['keyuser@example.com'] });
    await db.doc(`system/${SID}/devices/${GW}`).set({ type: 'GATEWAY', sn: GW });
    await db.doc(`system/${SID}/devices/S-9001`).set({ type: 'SENSOR', sn: 'S-9001' });
    await db.doc(`system/${RIVAL}`).set({ name: 'Rival', admin: ['rival@example.com'], users: [] });
    await db.doc(`system/${RIVAL}/devices/${GW}`).set({ type: 'GATEWAY', sn: GW });
  });
  afterAll(closeAdmin);

  it('refuses users who are not admins of the system, and bad input by field', async () => {
    expect(await callFunction('createGatewayKey', { systemId: SID, gatewaySn: GW }, member.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    expect(await callFunction('createGatewayKey', { systemId: SID }, admin.idToken)).toEqual({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'gatewaySn: gatewaySn is required',
    });
    expect(await callFunction('createGatewayKey', { systemId: SID, gatewaySn: 'S-9001' }, admin.idToken)).toMatchObject(
      {
        ok: false,
        status: 'NOT_FOUND',
        message: 'gatewaySn: S-9001 is not a gateway of this system',
      },
    );
    expect((await adminDb().doc(`gatewayInfo/${GW}`).get()).exists).toBe(false);
  });

  it('refuses a key for a serial this system has not claimed, whoever adds the device first', async () => {
    // Not claimed by anyone yet: neither the owner nor the rival gets a key.
    for (const [sid, who] of [
      [SID, admin],
      [RIVAL, rival],
    ] as const) {
      expect(await callFunction('createGatewayKey', { systemId: sid, gatewaySn: GW }, who.idToken)).toEqual({
        ok: false,
        status: 'FAILED_PRECONDITION',
        message: `gatewaySn: ${GW} is not claimed by this system; claim it first`,
      });
    }
    // The owner claims it (claimDevice writes gatewayInfo.systemId after checking the claim code).
    await adminDb().doc(`gatewayInfo/${GW}`).set({ systemId: SID });
    for (const name of ['createGatewayKey', 'rotateGatewayKey']) {
      expect(await callFunction(name, { systemId: RIVAL, gatewaySn: GW }, rival.idToken)).toMatchObject({
        ok: false,
        status: 'FAILED_PRECONDITION',
      });
    }
    expect((await adminDb().doc(`gatewayInfo/${GW}`).get()).get('keyHash')).toBeUndefined();
    expect(await callFunction('rotateGatewayKey', { systemId: SID, gatewaySn: GW }, admin.idToken)).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
    });
  });

  it('creates a key shown once (only its SHA-256 stored) that /ingest accepts', async () => {
    const created = await callFunction<{ gatewaySn: string; key: string }>(
      'createGatewayKey',
      { systemId: SID, gatewaySn: GW },
      admin.idToken,
    );
    if (!created.ok) throw new Error(created.message);
    const { key } = created.result;
    const info = (await adminDb().doc(`gatewayInfo/${GW}`).get()).data();
    expect(info).toMatchObject({ systemId: SID });
    // The hash lives where only functions read it; members read gatewayInfo.
    expect(info).not.toHaveProperty('keyHash');
    expect((await adminDb().doc(`gatewayKeys/${GW}`).get()).data()).toMatchObject({
      systemId: SID,
      keyHash: hashGatewayKey(key),
    });
    expect(JSON.stringify(info)).not.toContain(key);
    const res = await postIngest(
      { gatewaySn: GW, samples: [{ sn: 'S-9001', time: Date.now() - 1000, rawValues: [1] }] },
      key,
    );
    expect(res.status).toBe(202);
    // A second create would silently replace the key: refused, rotate is the way.
    expect(await callFunction('createGatewayKey', { systemId: SID, gatewaySn: GW }, admin.idToken)).toMatchObject({
      ok: false,
      status: 'ALREADY_EXISTS',
    });
  });

  it('rotates: the new key works and the old one is refused', async () => {
    const before = (await adminDb().doc(`gatewayKeys/${GW}`).get()).get('keyHash');
    const rotated = await callFunction<{ key: string }>(
      'rotateGatewayKey',
      { systemId: SID, gatewaySn: GW },
      admin.idToken,
    );
    if (!rotated.ok) throw new Error(rotated.message);
    const after = (await adminDb().doc(`gatewayKeys/${GW}`).get()).get('keyHash');
    expect(after).toBe(hashGatewayKey(rotated.result.key));
    expect(after).not.toBe(before);
    const sample = () => ({ gatewaySn: GW, samples: [{ sn: 'S-9001', time: Date.now() - 500, rawValues: [2] }] });
    expect((await postIngest(sample(), rotated.result.key)).status).toBe(202);
    expect(await callFunction('rotateGatewayKey', { systemId: 'other', gatewaySn: GW }, admin.idToken)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
  });

  it('refuses the old key after rotation', async () => {
    const first = await callFunction<{ key: string }>(
      'rotateGatewayKey',
      { systemId: SID, gatewaySn: GW },
      admin.idToken,
    );
    const second = await callFunction<{ key: string }>(
      'rotateGatewayKey',
      { systemId: SID, gatewaySn: GW },
      admin.idToken,
    );
    if (!first.ok || !second.ok) throw new Error('rotation failed');
    const body = { gatewaySn: GW, samples: [{ sn: 'S-9001', time: Date.now() - 500, rawValues: [3] }] };
    expect((await postIngest(body, first.result.key)).status).toBe(401);
    expect((await postIngest(body, second.result.key)).status).toBe(202);
  });
});
