import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashApiKey } from '../../functions/src/domain/integrations.js';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID, DEMO_USER } from '../../scripts/demo/demoData.js';
import { functionUrl, ports } from '../../scripts/ports.js';
import { callFunction, idTokenOf } from '../support/callables.js';
import { seedDemoSettled } from '../support/demo.js';
import { adminAuth, adminDb, clearFirestore, closeAdmin, eventually, postDemoSample } from '../support/emulators.js';

// The read API (an integration of kind api_key): the devices with their latest values and state
// for the right key only; a key's hash copied into another system neither takes it over nor
// blocks it; an address guessing keys is slowed down.

const systemPath = `system/${DEMO_SYSTEM_ID}`;
const SN = 'S-1002';

describe('integrations: the read API key', () => {
  let admin: string;
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    // A latest sample for the API to answer with.
    await postDemoSample(DEMO_GATEWAYS[0], SN, [500]);
    admin = await idTokenOf((await adminAuth().getUserByEmail(DEMO_USER.email)).uid);
  });
  afterAll(async () => {
    await closeAdmin();
  });

  it('the read API answers the devices with latest values and state for the right key, 401 otherwise', async () => {
    const made = await callFunction<{ integrationId: string; secret: string }>(
      'createIntegration',
      { systemId: DEMO_SYSTEM_ID, kind: 'api_key', name: 'Dashboard' },
      admin,
    );
    if (!made.ok) throw new Error('create failed');
    const key = made.result.secret;
    const stored = (await adminDb().doc(`${systemPath}/integrations/${made.result.integrationId}`).get()).data();
    // Members read the integration: it carries no hash of the key (nor the key).
    expect(stored).not.toHaveProperty('keyHash');
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(
      (
        await adminDb()
          .doc(`apiKeys/${hashApiKey(key)}`)
          .get()
      ).data(),
    ).toMatchObject({
      systemId: DEMO_SYSTEM_ID,
      integrationId: made.result.integrationId,
    });

    const url = functionUrl('readApi', ports());
    const ok = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
    expect(ok.status).toBe(200);
    const json = (await ok.json()) as {
      system: { id: string };
      devices: { sn: string; sample: unknown; state: unknown }[];
    };
    expect(json.system.id).toBe(DEMO_SYSTEM_ID);
    const s = json.devices.find((d) => d.sn === SN);
    expect(s?.sample).toMatchObject({ values: expect.any(Array) });
    expect(s?.state).toMatchObject({ online: expect.any(Boolean) });

    for (const auth of [`Bearer ${key}x`, 'Bearer nope', undefined]) {
      const res = await fetch(url, { headers: auth ? { authorization: auth } : {} });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Missing or wrong API key', field: 'authorization' });
    }
    // A rotated key replaces the old one at once.
    const rotated = await callFunction<{ secret: string }>(
      'rotateIntegrationSecret',
      { systemId: DEMO_SYSTEM_ID, integrationId: made.result.integrationId },
      admin,
    );
    if (!rotated.ok) throw new Error('rotate failed');
    expect((await fetch(url, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    expect((await fetch(url, { headers: { authorization: `Bearer ${rotated.result.secret}` } })).status).toBe(200);
    expect(
      (
        await adminDb()
          .doc(`apiKeys/${hashApiKey(key)}`)
          .get()
      ).exists,
    ).toBe(false);
  });

  it("a copy of a key's hash in another system neither takes the key over nor blocks it (the hijack)", async () => {
    const made = await callFunction<{ integrationId: string; secret: string }>(
      'createIntegration',
      { systemId: DEMO_SYSTEM_ID, kind: 'api_key', name: 'Victim key' },
      admin,
    );
    if (!made.ok) throw new Error('create failed');
    const key = made.result.secret;
    // An attacker's system whose id sorts first, holding integrations that carry the victim's hash
    // (what an admin of any system could write before, with the hash every member could read):
    // one enabled, which answered the victim's key with the attacker's devices, and one disabled,
    // which had the victim's key refused.
    const attacker = 'aaaa-attacker';
    await adminDb()
      .doc(`system/${attacker}`)
      .set({ name: 'Attacker', admin: ['mallory@example.com'], users: [] });
    await adminDb().doc(`system/${attacker}/devices/S-EVIL`).set({ type: 'SENSOR', sn: 'S-EVIL', alias: 'Evil' });
    for (const [id, enabled] of [
      ['copy-a', true],
      ['copy-b', false],
    ] as const) {
      await adminDb()
        .doc(`system/${attacker}/integrations/${id}`)
        .set({ kind: 'api_key', name: 'Copy', keyHash: hashApiKey(key), enabled, lastDelivery: null, lastError: null });
    }
    const url = functionUrl('readApi', ports());
    const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    const json = (await res.json()) as { system: { id: string }; devices: { sn: string }[] };
    expect(json.system.id).toBe(DEMO_SYSTEM_ID);
    expect(json.devices.map((d) => d.sn)).not.toContain('S-EVIL');
    // The key's last use is what members see of it.
    await eventually(async () => {
      const used: unknown = (await adminDb().doc(`${systemPath}/integrations/${made.result.integrationId}`).get()).get(
        'lastDelivery',
      );
      return typeof used === 'number' ? used : undefined;
    });

    // Disabled, the key is refused; removed, its entry is gone and it stays refused.
    const doc = adminDb().doc(`${systemPath}/integrations/${made.result.integrationId}`);
    await doc.update({ enabled: false });
    expect((await fetch(url, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    await doc.update({ enabled: true });
    expect((await fetch(url, { headers: { authorization: `Bearer ${key}` } })).status).toBe(200);
    await doc.delete();
    expect((await fetch(url, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    await eventually(async () =>
      (
        await adminDb()
          .doc(`apiKeys/${hashApiKey(key)}`)
          .get()
      ).exists
        ? undefined
        : true,
    );
  });

  it('the read API answers 429 with Retry-After to an address past 10 wrong keys, its right key included (issue 45)', async () => {
    const clearCounters = async () => {
      const counters = await adminDb().collection('rateLimits').get();
      await Promise.all(counters.docs.map((d) => d.ref.delete()));
    };
    await clearCounters();
    const url = functionUrl('readApi', ports());
    for (let i = 0; i < 10; i++) {
      expect((await fetch(url, { headers: { authorization: 'Bearer nrk_guess' } })).status).toBe(401);
    }
    const limited = await fetch(url, { headers: { authorization: 'Bearer nrk_guess' } });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ retryAfterSeconds: expect.any(Number) });
    await clearCounters();
  });
});
