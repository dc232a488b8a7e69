import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimVerifier } from '../../functions/src/domain/claim.js';
import { seedClaimables } from '../../scripts/demo/claimables.js';
import { quickClaimHash } from '../../functions/src/domain/claim.js';
import { callFunction, userWithIdToken } from '../support/callables.js';
import { adminDb, clearFirestore, closeAdmin } from '../support/emulators.js';

const MINE = 'sys-claim-mine';
const THEIRS = 'sys-claim-theirs';
const CODE = 'K7QM-2XPD-9WHA';

describe('claimDevice', () => {
  let admin: { idToken: string };
  let member: { idToken: string };
  let other: { idToken: string };

  beforeAll(async () => {
    await clearFirestore();
    const db = adminDb();
    await db
      .doc(`system/${MINE}`)
      .set({ name: 'Mine', admin: ['claimadmin@example.com'], users: ['claimuser@example.com'] });
    await db.doc(`system/${THEIRS}`).set({ name: 'Theirs', admin: ['otheradmin@example.com'], users: [] });
    // The factory's records: a sensor's facts (any verified user may read them by serial) and each
    // serial's claim record (the code's slow verifier; functions only).
    await db.doc('sensorInfo/S-1').set({ model: 'TH-2' });
    await db.doc('claims/SENSOR-S-1').set(claimVerifier('S-1', CODE));
    await db.doc('claims/SENSOR-S-2').set(claimVerifier('S-2', CODE));
    await db.doc('claims/GATEWAY-GW-1').set(claimVerifier('GW-1', CODE));
    admin = await userWithIdToken('claimadmin@example.com');
    member = await userWithIdToken('claimuser@example.com');
    other = await userWithIdToken('otheradmin@example.com');
  });
  afterAll(closeAdmin);

  const claim = (data: Record<string, unknown>, token = admin.idToken) =>
    callFunction<{ sn: string }>('claimDevice', { systemId: MINE, type: 'SENSOR', claimCode: CODE, ...data }, token);

  it('refuses bad input by field, non-admins, unknown serials and wrong codes; writes nothing', async () => {
    expect(await claim({ sn: 'a/b' })).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: expect.stringMatching(/^sn: /),
    });
    expect(await claim({ sn: 'S-1', claimCode: 'AB' })).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: expect.stringMatching(/^claimCode: /),
    });
    expect(await claim({ sn: 'S-1' }, member.idToken)).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
    expect(await claim({ sn: 'S-404' })).toEqual({
      ok: false,
      status: 'NOT_FOUND',
      message: 'sn: S-404 is not a known sensor serial number',
    });
    expect(await claim({ sn: 'S-1', claimCode: 'WRONG-CODE-0000' })).toEqual({
      ok: false,
      status: 'PERMISSION_DENIED',
      message: 'claimCode: the claim code does not match sensor S-1',
    });
    expect((await adminDb().collection(`system/${MINE}/devices`).get()).size).toBe(0);
  });

  it('claims a sensor with alias, tags and config, atomically with its owner', async () => {
    const config = { si: ['°C'], calc: ['x / 10'] };
    expect(await claim({ sn: 'S-1', claimCode: 'k7qm 2xpd 9wha', alias: 'Air', tags: ['north'], config })).toEqual({
      ok: true,
      result: { sn: 'S-1' },
    });
    // `state` and `nameWords` are what onDeviceCreated derives right after (they may already be there).
    const {
      state: _derived,
      nameWords: _words,
      ...device
    } = (await adminDb().doc(`system/${MINE}/devices/S-1`).get()).data() ?? {};
    expect(device).toEqual({
      type: 'SENSOR',
      sn: 'S-1',
      alias: 'Air',
      tags: ['north'],
      labels: [],
      config,
      sample: null,
      // The sensor facts its members see come from the device in their own system.
      info: { model: 'TH-2' },
    });
    // The owner is on the functions-only claim record; what every verified user reads names none.
    expect((await adminDb().doc('claims/SENSOR-S-1').get()).get('systemId')).toBe(MINE);
    expect((await adminDb().doc('sensorInfo/S-1').get()).data()).toEqual({ model: 'TH-2' });
    expect(await claim({ sn: 'S-1' })).toEqual({
      ok: false,
      status: 'ALREADY_EXISTS',
      message: 'sn: S-1 is already in this system',
    });
  });

  it("refuses another system's sensor with its message, until that system deletes it", async () => {
    const theirs = () => claim({ systemId: THEIRS, sn: 'S-1' }, other.idToken);
    expect(await theirs()).toEqual({
      ok: false,
      status: 'ALREADY_EXISTS',
      message: 'sn: sensor S-1 already belongs to another system',
    });
    expect((await adminDb().doc(`system/${THEIRS}/devices/S-1`).get()).exists).toBe(false);
    await adminDb().doc(`system/${MINE}/devices/S-1`).delete();
    expect(await theirs()).toEqual({ ok: true, result: { sn: 'S-1' } });
    expect((await adminDb().doc('claims/SENSOR-S-1').get()).get('systemId')).toBe(THEIRS);
  });

  it('claims a gateway, whose first key then comes from createGatewayKey', async () => {
    expect(await claim({ type: 'GATEWAY', sn: 'GW-1', alias: 'Roof' })).toEqual({ ok: true, result: { sn: 'GW-1' } });
    expect((await adminDb().doc(`system/${MINE}/devices/GW-1`).get()).data()).toMatchObject({
      type: 'GATEWAY',
      alias: 'Roof',
      config: {},
    });
    const key = await callFunction<{ key: string }>(
      'createGatewayKey',
      { systemId: MINE, gatewaySn: 'GW-1' },
      admin.idToken,
    );
    expect(key.ok).toBe(true);
    // The hash lives beside the key, readable by functions only; gatewayInfo (members read it) holds none.
    expect((await adminDb().doc('gatewayKeys/GW-1').get()).data()).toMatchObject({
      systemId: MINE,
      keyHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const info = (await adminDb().doc('gatewayInfo/GW-1').get()).data();
    expect(info).toMatchObject({ systemId: MINE });
    expect(info).not.toHaveProperty('keyHash');
    expect(await claim({ type: 'GATEWAY', sn: 'S-2' })).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
      message: 'sn: S-2 is not a known gateway serial number',
    });
  });

  it('refuses a caller past 20 claims in 10 minutes (an online search of codes), looking nothing up', async () => {
    const guesser = await userWithIdToken('claimguesser@example.com');
    const guess = (n: number) =>
      claim({ sn: 'S-2', claimCode: `${CODE.slice(0, -4)}${String(n).padStart(4, '0')}` }, guesser.idToken);
    for (let n = 0; n < 20; n++) expect(await guess(n)).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
    expect(await guess(20)).toMatchObject({
      ok: false,
      status: 'RESOURCE_EXHAUSTED',
      message: expect.stringMatching(/try again in \d+ s/),
    });
    // The admin's own allowance is theirs.
    expect(await claim({ sn: 'S-404' })).toMatchObject({ ok: false, status: 'NOT_FOUND' });
  });

  it('what a verified user may read of a serial holds no claim hash and no owner (the offline search)', async () => {
    // A record of the first scheme (an unsalted SHA-256 and the owner on sensorInfo) is moved at
    // the next seed, and its code still claims it.
    await adminDb()
      .doc('sensorInfo/S-7')
      .set({ model: 'TH-2', claimHash: quickClaimHash('S-7', CODE), systemId: THEIRS, claimedAt: 1 });
    await seedClaimables(adminDb());
    for (const sn of ['S-7', 'S-4001', 'S-1001', 'S-1']) {
      const info = (await adminDb().doc(`sensorInfo/${sn}`).get()).data() ?? {};
      expect(Object.keys(info).filter((k) => ['claimHash', 'systemId', 'claimedAt'].includes(k))).toEqual([]);
    }
    for (const sn of ['GW-1', 'GW-4001']) {
      expect((await adminDb().doc(`gatewayInfo/${sn}`).get()).get('claimHash')).toBeUndefined();
    }
    const moved = (await adminDb().doc('claims/SENSOR-S-7').get()).data();
    expect(moved).toMatchObject({ systemId: THEIRS, salt: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(moved?.hash).not.toBe(quickClaimHash('S-7', CODE));
    expect(await claim({ sn: 'S-7' })).toEqual({ ok: true, result: { sn: 'S-7' } });
  });
});
