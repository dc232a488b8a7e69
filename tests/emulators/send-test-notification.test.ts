import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignatureMatches } from '../../functions/src/domain/webhookSignature.js';
import { callFunction, userWithIdToken } from '../support/callables.js';
import { adminDb, clearFirestore, closeAdmin } from '../support/emulators.js';
import { startHttpServer, type RecordingHttpServer } from '../support/localServers.js';

const SID = 'sys-channel-test';
/** The channel's own signing secret (rotateChannelSecret's place; the test stores it directly). */
const HOOK_SECRET = 'secret-of-hook';

describe('sendTestNotification: "Send test" goes through the real delivery path', () => {
  let hook: RecordingHttpServer;
  let down: RecordingHttpServer;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    await clearFirestore();
    [hook, down] = await Promise.all([startHttpServer(0), startHttpServer(0, () => ({ status: 404 }))]);
    admin = (await userWithIdToken('boss@example.com')).idToken;
    member = (await userWithIdToken('worker@example.com')).idToken;
    const db = adminDb();
    await db
      .doc(`system/${SID}`)
      .set({ name: 'Cold store', admin: ['boss@example.com'], users: ['worker@example.com'] });
    await db
      .doc(`system/${SID}/pushConfig/hook`)
      .set({ type: 'webhook', name: 'Ops', target: `${hook.url}/h`, enabled: false });
    await db.doc(`system/${SID}/channelSecrets/hook`).set({ secret: HOOK_SECRET, createdAt: Date.now() });
    await db.doc(`system/${SID}/channelSecrets/down`).set({ secret: 'secret-of-down', createdAt: Date.now() });
    await db
      .doc(`system/${SID}/pushConfig/down`)
      .set({ type: 'webhook', name: 'Down', target: `${down.url}/h`, enabled: true });
  });
  afterAll(async () => {
    await Promise.all([hook?.close(), down?.close()]);
    await closeAdmin();
  });

  it('sends a test signed with the channel’s own secret (even on a disabled channel) and says it went', async () => {
    const answer = await callFunction<{ result: string }>(
      'sendTestNotification',
      { systemId: SID, channelId: 'hook' },
      admin,
    );
    expect(answer).toEqual({ ok: true, result: { result: 'sent', message: null } });
    expect(hook.requests).toHaveLength(1);
    const req = hook.requests[0]!;
    expect(webhookSignatureMatches(HOOK_SECRET, req.body, String(req.headers['x-neuron-signature']), Date.now())).toBe(
      true,
    );
    expect(JSON.parse(req.body)).toMatchObject({ title: 'Cold store: Test notification' });
    // A cooldown per channel (issue 45): a second click within the minute sends nothing.
    expect(await callFunction('sendTestNotification', { systemId: SID, channelId: 'hook' }, admin)).toMatchObject({
      ok: false,
      status: 'RESOURCE_EXHAUSTED',
      message: expect.stringMatching(/send another in \d+ s/),
    });
    expect(hook.requests).toHaveLength(1);
  });

  it('a failing channel answers the reason and logs it among the channel errors', async () => {
    const answer = await callFunction<{ result: string; message: string }>(
      'sendTestNotification',
      { systemId: SID, channelId: 'down' },
      admin,
    );
    expect(answer).toMatchObject({ ok: true, result: { result: 'failed', message: expect.stringContaining('404') } });
    const errors = await adminDb().collection(`system/${SID}/pushConfig/down/errors`).get();
    expect(errors.docs.map((d) => d.get('eventId'))).toEqual([expect.stringMatching(/^test-\d+$/)]);
  });

  it('members may not send tests; unknown channels and bad input name the field', async () => {
    expect(await callFunction('sendTestNotification', { systemId: SID, channelId: 'hook' }, member)).toMatchObject({
      ok: false,
      status: 'PERMISSION_DENIED',
    });
    expect(await callFunction('sendTestNotification', { systemId: SID, channelId: 'nope' }, admin)).toMatchObject({
      ok: false,
      status: 'NOT_FOUND',
      message: expect.stringContaining('channelId'),
    });
    expect(await callFunction('sendTestNotification', { systemId: SID }, admin)).toMatchObject({
      ok: false,
      status: 'INVALID_ARGUMENT',
      message: expect.stringContaining('channelId'),
    });
  });
});
