import type { PushConfig } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { verifyActionToken } from '../domain/actionToken.js';
import type { PushRequest } from '../domain/channelRequests.js';
import type { AccountLookup, TargetAccount } from '../domain/channelTargets.js';
import { notifyConfigFrom } from '../domain/notifyConfig.js';
import type { NotificationContent } from '../domain/notifyMessage.js';
import { webhookSignatureMatches } from '../domain/webhookSignature.js';

// The data layer faked: the members and the channel's secret as read, and what each adapter was
// handed to send.
let memberLists: unknown[];
let accounts: TargetAccount[];
const lookedUp: AccountLookup[][] = [];
let secret: string | undefined;
const sent: { adapter: string; to: unknown; request: unknown }[] = [];
vi.mock('../data/members.js', () => ({
  readMemberLists: vi.fn(async () => memberLists),
  accountsOf: vi.fn(async (lookups: AccountLookup[]) => {
    lookedUp.push(lookups);
    return accounts.filter((a) => lookups.some((l) => ('uid' in l ? l.uid === a.uid : l.email === a.email)));
  }),
}));
vi.mock('../data/channelSecrets.js', () => ({ readChannelSecret: vi.fn(async () => secret) }));
vi.mock('../data/channelsEmail.js', () => ({
  sendEmail: vi.fn(async (to: string[], request: unknown) => sent.push({ adapter: 'email', to, request })),
}));
vi.mock('../data/channelsSms.js', () => ({
  sendSms: vi.fn(async (to: string[], request: unknown) => sent.push({ adapter: 'sms', to, request })),
}));
vi.mock('../data/channelsPush.js', () => ({
  sendPush: vi.fn(async (to: string[], request: unknown) => sent.push({ adapter: 'push', to, request })),
}));
// Each user's registered push tokens as read (u-ann has one; the others none).
let pushTokens: Record<string, string[]>;
vi.mock('../data/users.js', () => ({
  pushTokensOf: vi.fn(async (uids: string[]) => uids.flatMap((uid) => pushTokens[uid] ?? [])),
}));
vi.mock('../data/channelsWebhook.js', () => ({
  sendWebhook: vi.fn(async (to: string, request: unknown) => sent.push({ adapter: 'webhook', to, request })),
}));
const { sendThroughChannel } = await import('./sendThroughChannel.js');

const content: NotificationContent = {
  systemId: 'sys-1',
  systemName: 'Farm',
  eventId: 'ev-1',
  kind: 'alarm',
  time: 1000,
  deviceSn: 'S-1',
  title: 'Farm: Alarm S-1',
  body: 'Temperature 31 °C above 30 °C',
  redirect: '/systems/sys-1',
};
const config = notifyConfigFrom({
  NOTIFY_SMTP_URL: 'smtp://relay.example:25',
  NOTIFY_EMAIL_FROM: 'Neuron <alerts@example.com>',
  NOTIFY_SMS_URL: 'https://sms.example/send',
  NOTIFY_SMS_KEY: 'k',
  NOTIFY_ACTION_SECRET: 'an-action-secret',
  NOTIFY_ACTION_URL: 'https://fn.example/notificationAction',
});
const ref = { systemId: 'sys-1', channelId: 'ch-1' };
const channel = (type: PushConfig['type'], target: string[]) =>
  ({ name: 'C', type, target: type === 'webhook' ? target[0] : target }) as PushConfig;

beforeEach(() => {
  pushTokens = { 'u-ann': ['token-ann'] };
  memberLists = [['Ann@Example.com '], ['bob@example.com', 7]];
  accounts = [
    { uid: 'u-ann', email: 'ann@example.com', emailVerified: true, phones: ['+4512345678'] },
    { uid: 'u-stranger', email: 'eve@example.com', emailVerified: true, phones: ['+4587654321'] },
  ];
  lookedUp.length = 0;
  secret = 'whsec_x';
  sent.length = 0;
});

describe('sendThroughChannel (data layer faked)', () => {
  it("e-mails the system's members only (lists read as stored), looking up no account", async () => {
    const to = ['ANN@example.com', 'eve@example.com', 'bob@example.com'];
    await expect(sendThroughChannel(channel('email', to), content, config, ref)).rejects.toThrow(/eve@example.com/);
    // Sent to the members: a partial delivery, logged as a Warning (10), not an Error.
    await expect(sendThroughChannel(channel('email', to), content, config, ref)).rejects.toMatchObject({
      severity: 10,
    });
    sent.length = 1;
    expect(sent).toEqual([
      {
        adapter: 'email',
        to: ['ANN@example.com', 'bob@example.com'],
        request: {
          smtpUrl: 'smtp://relay.example:25',
          message: {
            from: 'Neuron <alerts@example.com>',
            subject: 'Farm: Alarm S-1',
            text: 'Temperature 31 °C above 30 °C\n\nOpen: /systems/sys-1/events/ev-1\nEvent: ev-1',
            headers: { 'X-Neuron-Event': 'ev-1' },
          },
          failureText: expect.any(Function),
        },
      },
    ]);
    expect(lookedUp).toEqual([]);
  });

  it('sends no e-mail without an SMTP relay configured, and says so', async () => {
    const unconfigured = notifyConfigFrom({});
    await expect(sendThroughChannel(channel('email', ['ann@example.com']), content, unconfigured, ref)).rejects.toThrow(
      'E-mail is not configured (NOTIFY_SMTP_URL is not set)',
    );
    expect(sent).toEqual([]);
  });

  it('sends no SMS without a provider configured, and says so', async () => {
    const unconfigured = notifyConfigFrom({});
    await expect(sendThroughChannel(channel('sms', ['+4512345678']), content, unconfigured, ref)).rejects.toThrow(
      'SMS is not configured (NOTIFY_SMS_URL is not set)',
    );
    expect(sent).toEqual([]);
  });

  it("pushes to members' accounts with signed Acknowledge / Snooze buttons for an event", async () => {
    await sendThroughChannel(channel('push', ['ann@example.com', 'u-stranger']), content, config, ref).catch(() => {});
    expect(sent).toHaveLength(1);
    const [{ to, request }] = sent as { to: string[]; request: PushRequest }[];
    expect(to).toEqual(['token-ann']);
    expect(request.link).toBe('/systems/sys-1');
    expect(request.data).toMatchObject({
      eventUrl: '/systems/sys-1/events/ev-1',
      title: content.title,
      text: content.body,
    });
    const claim = verifyActionToken(request.data.actionToken, 'an-action-secret', Date.now());
    // The token is the person's: it names them, and its id is new each time (used once).
    expect(claim).toMatchObject({ sid: 'sys-1', eid: 'ev-1', uid: 'u-ann', jti: expect.any(String) });
    // A channel test's push has no buttons and opens the system.
    sent.length = 0;
    await sendThroughChannel(channel('push', ['u-ann']), { ...content, eventId: 'test-1' }, config, ref);
    expect((sent[0].request as PushRequest).data).not.toHaveProperty('actionToken');
    expect((sent[0].request as PushRequest).data.eventUrl).toBe('/systems/sys-1');
  });

  it('sends each person their own push, with a token bound to them', async () => {
    accounts.push({ uid: 'u-bob', email: 'bob@example.com', emailVerified: true, phones: [] });
    pushTokens = { 'u-ann': ['token-ann'], 'u-bob': ['token-bob-1', 'token-bob-2'] };
    await sendThroughChannel(channel('push', ['ann@example.com', 'bob@example.com']), content, config, ref);
    const pushes = sent as { to: string[]; request: PushRequest }[];
    expect(pushes.map((p) => p.to)).toEqual([['token-ann'], ['token-bob-1', 'token-bob-2']]);
    const claims = pushes.map((p) => verifyActionToken(p.request.data.actionToken, 'an-action-secret', Date.now()));
    expect(claims.map((c) => (typeof c === 'string' ? c : c.uid))).toEqual(['u-ann', 'u-bob']);
    const [ann, bob] = claims as { jti: string }[];
    expect(ann?.jti).not.toBe(bob?.jti);
  });

  it('refuses a push when none of its users has a registered token, and sends nothing', async () => {
    pushTokens = {};
    await expect(sendThroughChannel(channel('push', ['u-ann']), content, config, ref)).rejects.toThrow(
      'No registered push tokens for the channel users',
    );
    expect(sent).toEqual([]);
  });

  it("signs a webhook with the channel's own secret, and sends nothing without one", async () => {
    await sendThroughChannel(channel('webhook', ['https://hook.example/in']), content, config, ref);
    const body = JSON.stringify(content);
    expect(sent).toEqual([
      {
        adapter: 'webhook',
        to: 'https://hook.example/in',
        request: {
          body,
          plan: expect.objectContaining({
            headers: {
              'x-neuron-signature': expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/),
              'x-neuron-event': 'ev-1',
            },
            retry: expect.objectContaining({ delaysMs: [500, 1000, 2000] }),
          }),
        },
      },
    ]);
    secret = undefined;
    await expect(
      sendThroughChannel(channel('webhook', ['https://hook.example/in']), content, config, ref),
    ).rejects.toThrow(/no signing secret/);
    expect(sent).toHaveLength(1);
    const { request } = sent[0] as unknown as { request: { body: string; plan: { headers: Record<string, string> } } };
    expect(webhookSignatureMatches('whsec_x', body, request.plan.headers['x-neuron-signature']!, Date.now())).toBe(
      true,
    );
  });

  it("sends an SMS to members' verified numbers only, naming the others", async () => {
    await expect(
      sendThroughChannel(channel('sms', ['+4512345678', '+4587654321']), content, config, ref),
    ).rejects.toThrow(/\+4587654321/);
    expect(sent).toEqual([
      {
        adapter: 'sms',
        to: ['+4512345678'],
        request: {
          url: 'https://sms.example/send',
          text: 'Farm: Alarm S-1 - Temperature 31 °C above 30 °C',
          plan: expect.objectContaining({
            headers: { authorization: 'Bearer k' },
            retry: expect.objectContaining({ delaysMs: [500] }),
          }),
          failureText: expect.any(Function),
        },
      },
    ]);
  });
});
