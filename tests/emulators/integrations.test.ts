import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID, DEMO_USER, DEMO_MEMBER } from '../../scripts/demo/demoData.js';
import { seedDemoSettled } from '../support/demo.js';
import { callFunction, idTokenOf } from '../support/callables.js';
import { adminAuth, adminDb, clearFirestore, closeAdmin, eventually, postIngest } from '../support/emulators.js';
import { startHttpServer, type RecordingHttpServer } from '../support/localServers.js';

const gateway = DEMO_GATEWAYS[0];
const systemPath = `system/${DEMO_SYSTEM_ID}`;
const SN = 'S-1002';
// The emulators share two cores with other suites: give the pipeline (ingest → store → forward) time.
const SLOW = 90_000;
// What a receiver recomputes (docs/INTEGRATIONS.md; docs/ALERTS.md, "Webhook signature"): the
// HMAC of "<t>.<body>", t the signed send time.
const hmac = (secret: string, body: string, t: string) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
const signedTime = (header: unknown) => /^t=(\d+),/.exec(String(header))?.[1] ?? '';

describe('integrations: sample forwarding', () => {
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
});
