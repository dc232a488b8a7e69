import { PubSub } from '@google-cloud/pubsub';
import { NOTIFICATIONS_TOPIC } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignatureMatches } from '../../functions/src/domain/webhookSignature.js';
import { PROJECT_ID } from '../../scripts/ports.js';
import { parseMail } from '../../scripts/localInbox/mailParse.js';
import { TEST_SMS_KEY, testFixtureEnv, testFixturePorts } from '../../scripts/testFixtures.js';
import { callFunction, userWithIdToken } from '../support/callables.js';
import { adminAuth, adminDb, clearFirestore, closeAdmin, eventually, functionsSettled } from '../support/emulators.js';
import { startHttpServer, startSmtpServer, type RecordingHttpServer } from '../support/localServers.js';

const SID = 'sys-notify';
const ports = testFixturePorts();
const pubsub = new PubSub({ projectId: PROJECT_ID });

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let webhook: RecordingHttpServer;
let brokenWebhook: RecordingHttpServer;
let slowWebhook: RecordingHttpServer;
let sms: RecordingHttpServer;
let fcm: RecordingHttpServer;
let hookSecret: string;

async function publish(eventId: string): Promise<void> {
  await pubsub.topic(NOTIFICATIONS_TOPIC).publishMessage({ json: { systemId: SID, eventId } });
}

async function seedEvent(eventId: string, ruleId: string, channels: string[], text: string): Promise<void> {
  const db = adminDb();
  await db.doc(`system/${SID}/eventRules/${ruleId}`).set({
    name: ruleId,
    kind: 'threshold',
    op: 'gt',
    threshold: 30,
    devices: ['S-1'],
    channels,
  });
  await db
    .doc(`system/${SID}/events/${eventId}`)
    .set({ time: Date.now(), kind: 'alarm', deviceSn: 'S-1', ruleId, text });
}

const marker = async (eventId: string, channelId: string) =>
  (await adminDb().doc(`system/${SID}/deliveries/${eventId}_${channelId}`).get()).data();

describe('deliver: notifications topic → channels', () => {
  beforeAll(async () => {
    await clearFirestore();
    [smtp, webhook, brokenWebhook, slowWebhook, sms, fcm] = await Promise.all([
      startSmtpServer(ports.smtp),
      startHttpServer(0),
      startHttpServer(0, () => ({ status: 500, body: { error: 'down' } })),
      startHttpServer(0, () => 'hang'),
      startHttpServer(ports.sms),
      startHttpServer(ports.pushRelay),
    ]);
    const [topic] = await pubsub.topic(NOTIFICATIONS_TOPIC).get({ autoCreate: true });
    expect(topic.name).toContain(NOTIFICATIONS_TOPIC);
    const db = adminDb();
    // Accounts first: re-creating one deletes the old one, whose trigger takes its e-mail off
    // every system (tests/support/callables.ts); the system is written after that.
    const boss = await userWithIdToken('boss@example.com');
    // Channels reach members only: ops@ (e-mail, and push as u-1) and oncall@ (who verified
    // the SMS number on their account) are users of the system.
    await Promise.all(
      ['u-1', 'u-oncall'].map((uid) =>
        adminAuth()
          .deleteUser(uid)
          .catch(() => undefined),
      ),
    );
    await adminAuth().createUser({ uid: 'u-1', email: 'ops@example.com', emailVerified: true });
    await adminAuth().createUser({
      uid: 'u-oncall',
      email: 'oncall@example.com',
      emailVerified: true,
      phoneNumber: '+4512345678',
    });
    await functionsSettled();
    await db
      .doc(`system/${SID}`)
      .set({ name: 'Cold store', admin: ['boss@example.com'], users: ['ops@example.com', 'oncall@example.com'] });
    await db.doc('users/u-1').set({ pushTokens: ['token-a', 'token-b'] });
    // The sensor the events are about: its name goes in the e-mail's subject.
    await db.doc(`system/${SID}/devices/S-1`).set({ type: 'SENSOR', sn: 'S-1', alias: 'Freezer', config: {} });
    const channels: Record<string, Record<string, unknown>> = {
      mail: { type: 'email', name: 'Ops mail', target: ['ops@example.com'], enabled: true },
      hook: { type: 'webhook', name: 'Ops hook', target: `${webhook.url}/hook`, enabled: true },
      text: { type: 'sms', name: 'On call', target: ['+4512345678'], enabled: true },
      push: { type: 'push', name: 'Phones', target: ['u-1'], enabled: true },
      broken: { type: 'webhook', name: 'Broken', target: `${brokenWebhook.url}/hook`, enabled: true },
      slow: { type: 'webhook', name: 'Slow', target: `${slowWebhook.url}/hook`, enabled: true },
      badurl: { type: 'webhook', name: 'Typo', target: 'not a url', enabled: true },
      off: { type: 'email', name: 'Disabled', target: ['off@example.com'], enabled: false },
    };
    await Promise.all(Object.entries(channels).map(([id, c]) => db.doc(`system/${SID}/pushConfig/${id}`).set(c)));
    // Each webhook signs with its own secret: made by rotateChannelSecret (hook), or stored
    // directly here for the receivers that fail anyway.
    const rotated = await callFunction<{ secret: string }>(
      'rotateChannelSecret',
      { systemId: SID, channelId: 'hook' },
      boss.idToken,
    );
    if (!rotated.ok) throw new Error(rotated.message);
    hookSecret = rotated.result.secret;
    for (const id of ['broken', 'slow'])
      await db.doc(`system/${SID}/channelSecrets/${id}`).set({ secret: `secret-of-${id}`, createdAt: Date.now() });
  });
  afterAll(async () => {
    await Promise.all([
      smtp?.close(),
      webhook?.close(),
      brokenWebhook?.close(),
      slowWebhook?.close(),
      sms?.close(),
      fcm?.close(),
    ]);
    await pubsub.close();
    await closeAdmin();
  });

  it('sends one event through SMTP, a webhook signed with its own secret, the SMS provider (fake) and FCM (faked at the adapter boundary) — once, though the message is delivered twice', async () => {
    await seedEvent('ev-1', 'rule-1', ['mail', 'hook', 'text', 'push', 'off'], 'Temperature 31.5 °C above 30');
    await publish('ev-1');
    await publish('ev-1'); // Pub/Sub is at-least-once: the same message again

    // Both deliveries have run once every channel's marker counts the repeat.
    for (const channel of ['mail', 'hook', 'text', 'push']) {
      const m = await eventually(async () => {
        const data = await marker('ev-1', channel);
        return data?.repeatedDeliveries === 1 && data.status !== 'sending' ? data : undefined;
      });
      expect(m.status, `channel ${channel}: ${String(m.message)}`).toBe('sent');
    }

    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.to).toEqual(['ops@example.com']);
    // The subject names the sensor and its system; the link is absolute with the deployment's
    // APP_URL (the test run's: scripts/testFixtures.ts).
    const mail = parseMail(smtp.mails[0]!.raw);
    expect(mail.subject).toBe('Cold store: Alarm Freezer (S-1)');
    expect(mail.text).toContain(`Open: ${testFixtureEnv().APP_URL}/systems/${SID}/events/ev-1`);
    expect(testFixtureEnv().APP_URL).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(smtp.mails[0]?.raw).toContain('Temperature 31.5');

    expect(webhook.requests).toHaveLength(1);
    const hook = webhook.requests[0]!;
    expect(hook.path).toBe('/hook');
    expect(hook.headers['x-neuron-event']).toBe('ev-1');
    expect(webhookSignatureMatches(hookSecret, hook.body, String(hook.headers['x-neuron-signature']), Date.now())).toBe(
      true,
    );
    expect(
      webhookSignatureMatches('secret-of-broken', hook.body, String(hook.headers['x-neuron-signature']), Date.now()),
    ).toBe(false);
    expect(JSON.parse(hook.body)).toMatchObject({
      systemId: SID,
      eventId: 'ev-1',
      kind: 'alarm',
      deviceSn: 'S-1',
      body: 'Temperature 31.5 °C above 30',
    });

    expect(sms.requests).toHaveLength(1);
    expect(sms.requests[0]?.headers.authorization).toBe(`Bearer ${TEST_SMS_KEY}`);
    expect(JSON.parse(sms.requests[0]!.body)).toMatchObject({ to: '+4512345678' });

    expect(fcm.requests).toHaveLength(1);
    expect(JSON.parse(fcm.requests[0]!.body)).toMatchObject({
      tokens: ['token-a', 'token-b'],
      data: { eventId: 'ev-1', redirect: `/systems/${SID}` },
    });

    // The disabled channel was not used at all.
    expect(await marker('ev-1', 'off')).toBeUndefined();
  });

  it('records a failing and a timing-out webhook (after retries) and an invalid channel on the channel, with time, message and event id', async () => {
    await seedEvent('ev-2', 'rule-2', ['broken', 'slow', 'badurl', 'missing'], 'Door open');
    const before = Date.now();
    await publish('ev-2');
    const broken = await eventually(async () =>
      (await adminDb().doc(`system/${SID}/pushConfig/broken/errors/ev-2`).get()).data(),
    );
    expect(broken).toMatchObject({ eventId: 'ev-2', severity: 20 }); // nothing sent: Error
    expect(broken.message).toContain('answered 500');
    // The receiver's reply ({"error":"down"}) is never stored where members can read it.
    expect(broken.message).not.toContain('down');
    expect(broken.time).toBeGreaterThanOrEqual(before);
    // The first attempt and NOTIFY_WEBHOOK_RETRIES (2) retries.
    expect(brokenWebhook.requests).toHaveLength(3);

    // A receiver that never answers: each attempt times out (NOTIFY_WEBHOOK_TIMEOUT_MS), then it is recorded.
    const slow = await eventually(async () =>
      (await adminDb().doc(`system/${SID}/pushConfig/slow/errors/ev-2`).get()).data(),
    );
    expect(slow.message).toContain('timed out');
    expect(slowWebhook.requests).toHaveLength(3);

    const badUrl = await eventually(async () =>
      (await adminDb().doc(`system/${SID}/pushConfig/badurl/errors/ev-2`).get()).data(),
    );
    expect(badUrl.message).toBe('Invalid channel: target: Webhook URL must be http(s)');
    // A channel id the rule names but that does not exist is skipped (logged), not created.
    expect((await adminDb().doc(`system/${SID}/pushConfig/missing`).get()).exists).toBe(false);
  });

  it('drops a malformed message and a message for an unknown event without retrying or writing', async () => {
    await pubsub.topic(NOTIFICATIONS_TOPIC).publishMessage({ json: { systemId: SID } });
    await publish('no-such-event');
    // A well-formed message published after them is still delivered: the function is not stuck.
    await seedEvent('ev-3', 'rule-3', ['hook'], 'After the bad ones');
    await publish('ev-3');
    await eventually(async () =>
      webhook.requests.some((r) => r.headers['x-neuron-event'] === 'ev-3') ? true : undefined,
    );
    const deliveries = await adminDb().collection(`system/${SID}/deliveries`).get();
    expect(deliveries.docs.map((d) => d.id).filter((id) => id.startsWith('no-such-event'))).toEqual([]);
  });
});
