import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID, DEMO_USER, DEMO_MEMBER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { functionUrl, ports } from '../../scripts/ports.js';
import { callFunction, idTokenOf } from '../support/callables.js';
import { hashApiKey } from '../../functions/src/domain/integrations.js';
import { adminAuth, adminDb, clearFirestore, closeAdmin, eventually, postIngest } from '../support/emulators.js';
import { startHttpServer, type RecordingHttpServer } from '../support/localServers.js';

const gateway = DEMO_GATEWAYS[0];
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const SN = 'S-1002';
// The emulators share two cores with other suites: give the pipeline (ingest → store → forward) time.
const SLOW = 90_000;
// What a receiver recomputes (docs/ALERTS.md): the HMAC of "<t>.<body>", t the signed send time.
const hmac = (secret: string, body: string, t: string) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
const signedTime = (header: unknown) => /^t=(\d+),/.exec(String(header))?.[1] ?? '';

describe('integrations: sample forwarding and the read API key', () => {
  let receiver: RecordingHttpServer;
  let flaky: RecordingHttpServer;
  let flakyCalls = 0;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    await clearFirestore();
    await seedDemoSettled();
    receiver = await startHttpServer(0);
    // Fails twice, then accepts: the forwarder's retries with backoff get it through.
    flaky = await startHttpServer(0, () => (++flakyCalls <= 2 ? { status: 503 } : { status: 200 }));
    admin = await idTokenOf((await adminAuth().getUserByEmail(DEMO_USER.email)).uid);
    member = await idTokenOf((await adminAuth().getUserByEmail(DEMO_MEMBER.email)).uid);
  });
  afterAll(async () => {
    await Promise.all([receiver?.close(), flaky?.close()]);
    await closeAdmin();
  });

  it('only an admin creates one; bad input names the field', async () => {
    const denied = await callFunction(
      'createIntegration',
      { systemId: DEMO_SYSTEM_ID, kind: 'api_key', name: 'x' },
      member,
    );
    expect(denied).toMatchObject({ ok: false, status: 'PERMISSION_DENIED' });
    const bad = await callFunction(
      'createIntegration',
      { systemId: DEMO_SYSTEM_ID, kind: 'webhook', name: 'x', url: 'ftp://x' },
      admin,
    );
    expect(bad).toMatchObject({ ok: false, status: 'INVALID_ARGUMENT', message: expect.stringContaining('url') });
    // Loopback is allowed against the emulators; a private address never is.
    const internal = await callFunction(
      'createIntegration',
      { systemId: DEMO_SYSTEM_ID, kind: 'webhook', name: 'x', url: 'http://10.0.0.1/in' },
      admin,
    );
    expect(internal).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: expect.stringContaining('url: address is not public'),
    });
  });

  it('forwards a stored sample to each enabled webhook, HMAC-signed with its own secret, retrying a busy receiver', async () => {
    const created = await callFunction<{ integrationId: string; secret: string }>(
      'createIntegration',
      { systemId: DEMO_SYSTEM_ID, kind: 'webhook', name: 'Data lake', url: `${receiver.url}/in` },
      admin,
    );
    const retried = await callFunction<{ integrationId: string; secret: string }>(
      'createIntegration',
      { systemId: DEMO_SYSTEM_ID, kind: 'webhook', name: 'Flaky', url: `${flaky.url}/in` },
      admin,
    );
    if (!created.ok || !retried.ok) throw new Error('create failed');
    const { integrationId, secret } = created.result;
    expect(secret).toMatch(/^nws_/);
    // The secret is stored where only functions read it, never on the integration document.
    const doc = (await adminDb().doc(`${systemPath}/integrations/${integrationId}`).get()).data();
    expect(JSON.stringify(doc)).not.toContain(secret);

    const time = Date.now() - 1_000;
    const res = await postIngest({ gatewaySn: gateway.sn, samples: [{ sn: SN, time, rawValues: [700] }] }, gateway.key);
    expect(res.status).toBe(202);
    const req = await eventually(async () => receiver.requests.find((r) => r.body.includes(String(time))), SLOW);
    const t = signedTime(req.headers['x-neuron-signature']);
    expect(Math.abs(Number(t) - Date.now() / 1000)).toBeLessThan(300);
    expect(req.headers['x-neuron-signature']).toBe(hmac(secret, req.body, t));
    expect(req.headers['x-neuron-integration']).toBe(integrationId);
    expect(JSON.parse(req.body)).toMatchObject({ systemId: DEMO_SYSTEM_ID, sn: SN, sample: { time, values: [33] } });
    await eventually(
      async () =>
        (await adminDb().doc(`${systemPath}/integrations/${integrationId}`).get()).get('lastDelivery')
          ? true
          : undefined,
      SLOW,
    );
    await eventually(async () => (flakyCalls >= 3 ? true : undefined), SLOW);
    const flakyDoc = await eventually(async () => {
      const d = (await adminDb().doc(`${systemPath}/integrations/${retried.result.integrationId}`).get()).data();
      return d?.lastDelivery ? d : undefined;
    }, SLOW);
    expect(flakyDoc.lastError).toBeNull();

    // Disabled: the next sample is not forwarded.
    await adminDb().doc(`${systemPath}/integrations/${integrationId}`).update({ enabled: false });
    const count = receiver.requests.length;
    await postIngest({ gatewaySn: gateway.sn, samples: [{ sn: SN, time: time + 500, rawValues: [710] }] }, gateway.key);
    await eventually(async () => (flakyCalls >= 4 ? true : undefined), SLOW);
    expect(receiver.requests).toHaveLength(count);
  }, 300_000);

  it('a webhook that refuses records lastError (the status, never the receiver’s reply)', async () => {
    const refusing = await startHttpServer(0, () => ({ status: 410, body: { leaked: 'receiver-reply-text' } }));
    try {
      const made = await callFunction<{ integrationId: string }>(
        'createIntegration',
        { systemId: DEMO_SYSTEM_ID, kind: 'webhook', name: 'Gone', url: `${refusing.url}/in` },
        admin,
      );
      if (!made.ok) throw new Error('create failed');
      await postIngest(
        { gatewaySn: gateway.sn, samples: [{ sn: SN, time: Date.now() - 200, rawValues: [720] }] },
        gateway.key,
      );
      const err = await eventually(async () => {
        const value: unknown = (
          await adminDb().doc(`${systemPath}/integrations/${made.result.integrationId}`).get()
        ).get('lastError');
        return typeof value === 'string' ? value : undefined;
      }, SLOW);
      expect(err).toContain('410');
      expect(err).not.toContain('receiver-reply-text');
    } finally {
      await refusing.close();
    }
  }, 120_000);

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
