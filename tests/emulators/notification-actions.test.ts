import { PubSub } from '@google-cloud/pubsub';
import { NOTIFICATIONS_TOPIC } from '@neuron/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signActionToken } from '../../functions/src/domain/actionToken.js';
import { PROJECT_ID, functionUrl, ports } from '../../scripts/ports.js';
import { TEST_ACTION_SECRET, testAppOrigin, testFixturePorts } from '../../scripts/testFixtures.js';
import { adminAuth, adminDb, clearFirestore, closeAdmin, eventually, functionsSettled } from '../support/emulators.js';
import { startHttpServer, type RecordingHttpServer } from '../support/localServers.js';

const SID = 'sys-actions';
const pubsub = new PubSub({ projectId: PROJECT_ID });
// The service worker posts from the app's origin; a test names it as the browser would.
const action = (token: string, act: string, origin = testAppOrigin()) =>
  fetch(functionUrl('notificationAction', ports()), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ token, action: act }),
  });
// A token as a push carries it: bound to the person (uid) and used once (jti).
let jtiCount = 0;
const tokenFor = (eid: string, exp: number, uid = 'u-actions', secret = TEST_ACTION_SECRET) =>
  signActionToken({ sid: SID, eid, uid, jti: `test-token-id-${String(++jtiCount).padStart(4, '0')}`, exp }, secret);
const eventDoc = (id: string) => adminDb().doc(`system/${SID}/events/${id}`);

async function seedAlarm(id: string, extra: Record<string, unknown> = {}): Promise<void> {
  await eventDoc(id).set({
    time: Date.now(),
    kind: 'alarm',
    deviceSn: 'S-1',
    ruleId: 'r1',
    text: `Alarm ${id}`,
    ...extra,
  });
}

describe('notification actions: Acknowledge / Snooze 1 h from the push (FCM faked at the relay)', () => {
  let fcm: RecordingHttpServer;
  beforeAll(async () => {
    // An earlier account with the admin's e-mail goes first, and its deletion's trigger (which
    // takes the address out of every system) is let finish before the system is written: run
    // late, on a busy machine, it took the admin out of this one.
    const earlier = await adminAuth()
      .getUserByEmail('boss@example.com')
      .catch(() => undefined);
    if (earlier) {
      await adminAuth().deleteUser(earlier.uid);
      await functionsSettled({ quietMs: 2000 });
    }
    await clearFirestore();
    fcm = await startHttpServer(testFixturePorts().pushRelay);
    await pubsub.topic(NOTIFICATIONS_TOPIC).get({ autoCreate: true });
    const db = adminDb();
    await db.doc(`system/${SID}`).set({ name: 'Cold store', admin: ['boss@example.com'], users: [] });
    // Push reaches members only: the channel names the admin by e-mail (as the editor saves it),
    // which delivery resolves to that member's verified account.
    await adminAuth().createUser({ uid: 'u-actions', email: 'boss@example.com', emailVerified: true });
    await db.doc('users/u-actions').set({ pushTokens: ['token-a'] });
    await db
      .doc(`system/${SID}/pushConfig/phones`)
      .set({ type: 'push', name: 'Phones', target: ['boss@example.com'], enabled: true });
    await db
      .doc(`system/${SID}/eventRules/r1`)
      .set({ name: 'r1', kind: 'threshold', op: 'gt', threshold: 1, devices: ['S-1'], channels: ['phones'] });
  });
  afterAll(async () => {
    await fcm?.close();
    await pubsub.close();
    await closeAdmin();
  });

  it('the push carries a signed token that acknowledges the event without the app', async () => {
    await seedAlarm('ev-ack');
    await pubsub.topic(NOTIFICATIONS_TOPIC).publishMessage({ json: { systemId: SID, eventId: 'ev-ack' } });
    const sent = await eventually(async () => fcm.requests[0], 90_000);
    const data = (JSON.parse(sent.body) as { data: Record<string, string> }).data;
    expect(data).toMatchObject({
      eventUrl: `/systems/${SID}/events/ev-ack`,
      actionUrl: functionUrl('notificationAction', ports()),
      actionToken: expect.any(String),
    });
    const res = await action(data.actionToken!, 'acknowledge');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(testAppOrigin());
    // The acknowledgement names the person the push was sent to (issue 45, issue 49).
    expect((await eventDoc('ev-ack').get()).data()).toMatchObject({
      acknowledgedBy: 'boss@example.com',
      acknowledgedAt: expect.any(Number),
    });
  }, 120_000);

  it('snooze pushes the escalation back an hour; an expired or forged token is refused (the worker opens the event)', async () => {
    const now = Date.now();
    await seedAlarm('ev-snooze', { escalateAt: now + 60_000 });
    const token = tokenFor('ev-snooze', now + 60_000);
    expect((await action(token, 'snooze')).status).toBe(200);
    const snoozed = (await eventDoc('ev-snooze').get()).data();
    expect(snoozed?.escalateAt).toBeGreaterThanOrEqual(now + 3_600_000);
    expect(snoozed?.acknowledgedAt ?? null).toBeNull();
    // Used once: a replayed snooze is refused and moves nothing.
    const replay = await action(token, 'snooze');
    expect(replay.status).toBe(409);
    expect(await replay.json()).toMatchObject({ error: 'used' });
    expect((await eventDoc('ev-snooze').get()).get('snoozedUntil')).toBe(snoozed?.snoozedUntil);

    const expired = tokenFor('ev-snooze', now - 1);
    const refused = await action(expired, 'acknowledge');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ error: 'expired' });
    const forged = tokenFor('ev-snooze', now + 60_000, 'u-actions', 'not-the-secret');
    expect((await action(forged, 'acknowledge')).status).toBe(401);
    // A token that names no person (as every token did before) is not ours.
    const bearer = signActionToken({ sid: SID, eid: 'ev-snooze', exp: now + 60_000 } as never, TEST_ACTION_SECRET);
    expect((await action(bearer, 'acknowledge')).status).toBe(401);
    const bad = await action(tokenFor('ev-snooze', now + 60_000), 'delete');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'action' });
    expect((await eventDoc('ev-snooze').get()).get('acknowledgedAt') ?? null).toBeNull();
  });

  it('answers only the app’s origin, and refuses a token whose person has left the system', async () => {
    const now = Date.now();
    await seedAlarm('ev-left');
    const token = tokenFor('ev-left', now + 60_000);
    const foreign = await action(token, 'acknowledge', 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(functionUrl('notificationAction', ports()), {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // The boss steps out of the system (an admin would take them off the lists): the token stops working.
    await adminDb()
      .doc(`system/${SID}`)
      .update({ admin: ['other@example.com'] });
    const left = await action(token, 'acknowledge');
    expect(left.status).toBe(403);
    expect(await left.json()).toMatchObject({ error: 'left' });
    expect((await eventDoc('ev-left').get()).get('acknowledgedAt') ?? null).toBeNull();
    await adminDb()
      .doc(`system/${SID}`)
      .update({ admin: ['boss@example.com'] });
  });
});
