import { PubSub } from '@google-cloud/pubsub';
import { NOTIFICATIONS_TOPIC } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignatureMatches } from '../../functions/src/domain/webhookSignature.js';
import { deliverNotification } from '../../functions/src/workflows/deliverNotification.js';
import { PROJECT_ID } from '../../scripts/ports.js';
import { testFixturePorts } from '../../scripts/testFixtures.js';
import { callFunction, userWithIdToken } from '../support/callables.js';
import { adminAuth, adminDb, clearFirestore, closeAdmin, eventually, functionsSettled } from '../support/emulators.js';
import { startHttpServer, startSmtpServer, type RecordingHttpServer } from '../support/localServers.js';

// What an attacker with a verified account tries through notification channels
// (docs/THREAT_MODEL.md): reach people who are not members, make the functions request internal
// addresses and read the answer, forge or read signatures. Channels are written with the admin
// SDK, as if the rules had let them through, so that what deliver itself refuses is tested.
const SID = 'sys-attacks';
const ports = testFixturePorts();
const pubsub = new PubSub({ projectId: PROJECT_ID });

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let sms: RecordingHttpServer;
let fcm: RecordingHttpServer;
let internal: RecordingHttpServer;
let receiver: RecordingHttpServer;
let boss: { uid: string; idToken: string };

const channel = (id: string, data: Record<string, unknown>) =>
  adminDb()
    .doc(`system/${SID}/pushConfig/${id}`)
    .set({ enabled: true, name: id, ...data });

async function raise(eventId: string, channels: string[]): Promise<void> {
  await adminDb()
    .doc(`system/${SID}/eventRules/r-${eventId}`)
    .set({ name: 'r', kind: 'threshold', devices: ['S-1'], channels });
  await adminDb()
    .doc(`system/${SID}/events/${eventId}`)
    .set({ time: Date.now(), kind: 'alarm', deviceSn: 'S-1', ruleId: `r-${eventId}`, text: 'Too warm' });
}

const errorOf = (channelId: string, eventId: string) =>
  eventually(async () => (await adminDb().doc(`system/${SID}/pushConfig/${channelId}/errors/${eventId}`).get()).data());

describe('deliver and rotateChannelSecret under attack', () => {
  beforeAll(async () => {
    await clearFirestore();
    [smtp, sms, fcm, internal, receiver] = await Promise.all([
      startSmtpServer(ports.smtp),
      startHttpServer(ports.sms),
      startHttpServer(ports.pushRelay),
      startHttpServer(0, () => ({ status: 200, body: { accessToken: 'INTERNAL-SECRET' } })),
      startHttpServer(0, () => ({ status: 403, body: { detail: 'INTERNAL-DETAIL' } })),
    ]);
    await pubsub.topic(NOTIFICATIONS_TOPIC).get({ autoCreate: true });
    // Accounts first: re-creating one deletes the old one, whose trigger takes its e-mail off
    // every system (tests/support/callables.ts); the systems are written once those have run.
    boss = await userWithIdToken('boss@example.com');
    for (const uid of ['u-member', 'u-victim'])
      await adminAuth()
        .deleteUser(uid)
        .catch(() => undefined);
    // The member verified +4511111111 as an SMS second factor; the victim is no member.
    await adminAuth().createUser({
      uid: 'u-member',
      email: 'member@example.com',
      emailVerified: true,
      multiFactor: { enrolledFactors: [{ factorId: 'phone', phoneNumber: '+4511111111' }] },
    });
    await adminAuth().createUser({ uid: 'u-victim', email: 'victim@example.com', emailVerified: true });
    await functionsSettled();
    await adminDb()
      .doc(`system/${SID}`)
      .set({ name: 'Attacked', admin: ['boss@example.com'], users: ['member@example.com'] });
    await adminDb()
      .doc(`system/other`)
      .set({ name: 'Other', admin: ['rival@example.com'], users: [] });
    await adminDb()
      .doc('users/u-member')
      .set({ pushTokens: ['member-token'] });
    await adminDb()
      .doc('users/u-victim')
      .set({ pushTokens: ['victim-token'] });
  });
  afterAll(async () => {
    await Promise.all([smtp?.close(), sms?.close(), fcm?.close(), internal?.close(), receiver?.close()]);
    await pubsub.close();
    await closeAdmin();
  });

  it('channels reach members only: a victim’s uid, address or unverified number gets nothing', async () => {
    await channel('push', { type: 'push', target: ['u-member', 'u-victim'] });
    await channel('mail', { type: 'email', target: ['victim@example.com', 'member@example.com'] });
    await channel('sms', { type: 'sms', target: ['+4511111111', '+4590000000'] });
    await raise('ev-targets', ['push', 'mail', 'sms']);
    await pubsub.topic(NOTIFICATIONS_TOPIC).publishMessage({ json: { systemId: SID, eventId: 'ev-targets' } });

    expect((await errorOf('push', 'ev-targets')).message).toBe(
      'Not sent to users who are not members of the system: u-victim',
    );
    expect((await errorOf('mail', 'ev-targets')).message).toBe(
      'Not sent to addresses that are not members of the system: victim@example.com',
    );
    expect((await errorOf('sms', 'ev-targets')).message).toBe(
      'Not sent to numbers no member of the system has verified: +4590000000',
    );
    expect(fcm.requests.map((r) => (JSON.parse(r.body) as { tokens: string[] }).tokens)).toEqual([['member-token']]);
    expect(smtp.mails.map((m) => m.to)).toEqual([['member@example.com']]);
    expect(sms.requests.map((r) => (JSON.parse(r.body) as { to: string }).to)).toEqual(['+4511111111']);
  });

  it('refuses a webhook to a private or metadata address at send, and stores no reply body', async () => {
    await channel('meta', { type: 'webhook', target: 'http://169.254.169.254/latest/meta-data/' });
    await channel('lan', { type: 'webhook', target: 'http://192.168.1.1/admin' });
    await channel('picky', { type: 'webhook', target: `${receiver.url}/in` });
    for (const id of ['meta', 'lan', 'picky'])
      await adminDb()
        .doc(`system/${SID}/channelSecrets/${id}`)
        .set({ secret: `s-${id}`, createdAt: Date.now() });
    await raise('ev-ssrf', ['meta', 'lan', 'picky']);
    await pubsub.topic(NOTIFICATIONS_TOPIC).publishMessage({ json: { systemId: SID, eventId: 'ev-ssrf' } });

    expect((await errorOf('meta', 'ev-ssrf')).message).toBe(
      'http://169.254.169.254/latest/meta-data/: refused: address is not public',
    );
    expect((await errorOf('lan', 'ev-ssrf')).message).toContain('refused: address is not public');
    const picky = await errorOf('picky', 'ev-ssrf');
    expect(picky.message).toBe(`${receiver.url}/in answered 403 (after up to 3 attempts)`);
    const marker = (await adminDb().doc(`system/${SID}/deliveries/ev-ssrf_picky`).get()).data();
    expect(JSON.stringify([picky, marker])).not.toContain('INTERNAL-DETAIL');
  });

  it('in production mode (no loopback allowance) deliver never sends a request to a loopback server', async () => {
    await channel('local', { type: 'webhook', target: `${internal.url}/token` });
    await channel('local-name', { type: 'webhook', target: internal.url.replace('127.0.0.1', 'localhost') });
    for (const id of ['local', 'local-name'])
      await adminDb()
        .doc(`system/${SID}/channelSecrets/${id}`)
        .set({ secret: `s-${id}`, createdAt: Date.now() });
    await raise('ev-prod', ['local', 'local-name']);
    const allowance = process.env.NEURON_ALLOW_LOOPBACK_OUTBOUND;
    delete process.env.NEURON_ALLOW_LOOPBACK_OUTBOUND;
    try {
      const outcomes = await deliverNotification(SID, 'ev-prod');
      expect(outcomes.map((o) => o.result)).toEqual(['failed', 'failed']);
      expect(outcomes[0]?.message).toBe(`${internal.url}/token: refused: only https URLs are allowed`);
    } finally {
      if (allowance !== undefined) process.env.NEURON_ALLOW_LOOPBACK_OUTBOUND = allowance;
    }
    expect(internal.requests).toEqual([]);
    const stored = await adminDb().collection(`system/${SID}/pushConfig/local/errors`).get();
    expect(JSON.stringify(stored.docs.map((d) => d.data()))).not.toContain('INTERNAL-SECRET');
  });

  it('rotateChannelSecret: only an admin of the system, only webhooks; the secret is shown once and signs from then on', async () => {
    await channel('hook', { type: 'webhook', target: `${internal.url}/hook` });
    const member = await userWithIdToken('member@example.com');
    const rival = await userWithIdToken('rival@example.com');
    const unverified = await userWithIdToken('boss2@example.com', { emailVerified: false });
    const input = { systemId: SID, channelId: 'hook' };
    for (const who of [member, rival, unverified]) {
      expect(await callFunction('rotateChannelSecret', input, who.idToken)).toMatchObject({
        ok: false,
        status: 'PERMISSION_DENIED',
      });
    }
    expect(await callFunction('rotateChannelSecret', input)).toMatchObject({ ok: false, status: 'UNAUTHENTICATED' });
    expect(await callFunction('rotateChannelSecret', { systemId: SID, channelId: 'mail' }, boss.idToken)).toEqual({
      ok: false,
      status: 'FAILED_PRECONDITION',
      message: 'channelId: only webhook channels sign their requests',
    });
    expect(await callFunction('rotateChannelSecret', { systemId: SID }, boss.idToken)).toEqual({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: 'channelId: channelId is required',
    });
    expect((await adminDb().doc(`system/${SID}/channelSecrets/hook`).get()).exists).toBe(false);

    // No secret yet: nothing is sent unsigned.
    await raise('ev-nosecret', ['hook']);
    expect(await deliverNotification(SID, 'ev-nosecret')).toEqual([
      {
        channelId: 'hook',
        result: 'failed',
        message: 'Webhook has no signing secret yet: create one in the channel editor',
      },
    ]);

    const first = await callFunction<{ secret: string }>('rotateChannelSecret', input, boss.idToken);
    const second = await callFunction<{ secret: string }>('rotateChannelSecret', input, boss.idToken);
    if (!first.ok || !second.ok) throw new Error('rotation failed');
    expect(second.result.secret).not.toBe(first.result.secret);
    // Shown once: the channel (which members read) carries when it was set, never the secret.
    const stored = (await adminDb().doc(`system/${SID}/pushConfig/hook`).get()).data();
    expect(stored?.secretSetAt).toEqual(expect.any(Number));
    expect(JSON.stringify(stored)).not.toContain(second.result.secret);

    await raise('ev-signed', ['hook']);
    expect((await deliverNotification(SID, 'ev-signed'))[0]?.result).toBe('sent');
    const got = internal.requests.find((r) => r.headers['x-neuron-event'] === 'ev-signed');
    const signature = String(got?.headers['x-neuron-signature']);
    expect(webhookSignatureMatches(second.result.secret, got?.body ?? '', signature, Date.now())).toBe(true);
    expect(webhookSignatureMatches(first.result.secret, got?.body ?? '', signature, Date.now())).toBe(false);
  });
});
