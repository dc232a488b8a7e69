import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebhookRequest } from '../domain/channelRequests.js';
import type { StoredChannel } from '../domain/notifyDelivery.js';
import type { RateCounter, RateDecision } from '../domain/rateLimit.js';

// The data layer faked: the system and the channel as read, the delivery markers claimed and
// settled, and what the webhook adapter was handed.
let system: Record<string, unknown> | undefined;
let channel: StoredChannel | undefined;
let failSend: boolean;
const claims: string[] = [];
const settled: { markerId: string; channelId: string; ok: boolean; message?: string }[] = [];
const hooks: { url: string; request: WebhookRequest }[] = [];
vi.mock('../data/systems.js', () => ({
  readSystemData: vi.fn(async () => system),
  readSystemTimeZone: vi.fn(async () => 'UTC'),
}));
vi.mock('../data/channelDocs.js', () => ({ readChannel: vi.fn(async () => channel) }));
// The rate-limit counters as stored, by key (the planner passed in decides; the fake applies it).
const counters = new Map<string, RateCounter>();
vi.mock('../data/rateLimits.js', () => ({
  spendRateLimit: vi.fn(async (key: string, decide: (c: RateCounter | undefined) => RateDecision) => {
    const decision = decide(counters.get(key));
    if (decision.allowed) counters.set(key, decision.next);
    return decision;
  }),
}));
vi.mock('../data/channels.js', () => ({
  claimDelivery: vi.fn(async (_s: string, markerId: string, channelId: string) => {
    claims.push(`${markerId}/${channelId}`);
    return true;
  }),
  settleDelivery: vi.fn(async (_s: string, markerId: string, channelId: string, outcome: { ok: boolean }) =>
    settled.push({ markerId, channelId, ...outcome }),
  ),
}));
vi.mock('../data/maintenance.js', () => ({ listMaintenanceWindows: vi.fn(async () => []), markEventHeld: vi.fn() }));
vi.mock('../data/pushErrors.js', () => ({ recordPushError: vi.fn(async () => undefined) }));
vi.mock('../data/channelSecrets.js', () => ({ readChannelSecret: vi.fn(async () => 'whsec_x') }));
vi.mock('../data/channelsWebhook.js', () => ({
  sendWebhook: vi.fn(async (url: string, request: WebhookRequest) => {
    if (failSend) throw new Error('Webhook answered 404');
    hooks.push({ url, request });
  }),
}));
vi.mock('../data/members.js', () => ({ readMemberLists: vi.fn(async () => []), accountsOf: vi.fn(async () => []) }));
vi.mock('../data/channelsEmail.js', () => ({ sendEmail: vi.fn() }));
vi.mock('../data/channelsSms.js', () => ({ sendSms: vi.fn() }));
vi.mock('../data/channelsPush.js', () => ({ sendPush: vi.fn() }));
const { sendChannelTest } = await import('./sendTestNotification.js');

const NOW = 1_800_000_000_000;
const admin = { email: 'ada@example.com', email_verified: true };
const input = { systemId: 'sys-1', channelId: 'ch-1' };

beforeEach(() => {
  system = { name: 'Farm', admin: ['ada@example.com'], user: ['bob@example.com'] };
  // Disabled: a test is sent all the same (the admin asked for it).
  channel = {
    id: 'ch-1',
    data: { name: 'Ops hook', type: 'webhook', target: 'https://hook.example/in', enabled: false },
  };
  failSend = false;
  counters.clear();
  claims.length = 0;
  settled.length = 0;
  hooks.length = 0;
});

describe('sendChannelTest (data layer faked)', () => {
  it('sends a test notification through the channel, even a disabled one, under a test marker', async () => {
    expect(await sendChannelTest(input, admin, NOW)).toEqual({ ok: true, value: { result: 'sent', message: null } });
    expect(claims).toEqual([`test-${NOW}/ch-1`]);
    expect(settled).toEqual([{ markerId: `test-${NOW}`, channelId: 'ch-1', ok: true }]);
    expect(hooks).toHaveLength(1);
    expect(JSON.parse(hooks[0].request.body)).toMatchObject({
      eventId: `test-${NOW}`,
      title: 'Farm: Test notification',
      body: 'This is a test of the channel "Ops hook". Nothing is wrong.',
    });
  });

  it('answers with the failure when the channel does not take it', async () => {
    failSend = true;
    expect(await sendChannelTest(input, admin, NOW)).toEqual({
      ok: true,
      value: { result: 'failed', message: 'Webhook answered 404' },
    });
  });

  it('refuses a member who is not an admin, and a system or channel that is not there', async () => {
    const member = { email: 'bob@example.com', email_verified: true };
    expect(await sendChannelTest(input, member, NOW)).toMatchObject({ ok: false, code: 'permission-denied' });
    // An admin whose e-mail is not verified is not one.
    expect(await sendChannelTest(input, { ...admin, email_verified: false }, NOW)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    channel = undefined;
    expect(await sendChannelTest(input, admin, NOW)).toMatchObject({ ok: false, code: 'not-found' });
    system = undefined;
    expect(await sendChannelTest(input, admin, NOW)).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(claims).toEqual([]);
    expect(hooks).toEqual([]);
  });

  it('sends one test per channel a minute: a second click is refused, and sends nothing', async () => {
    expect(await sendChannelTest(input, admin, NOW)).toMatchObject({ ok: true });
    expect(await sendChannelTest(input, admin, NOW + 20_000)).toEqual({
      ok: false,
      code: 'resource-exhausted',
      message: 'channelId: a test went through this channel just now; send another in 40 s',
    });
    expect(hooks).toHaveLength(1);
    // Another channel has its own cooldown; the same one sends again after the minute.
    expect(await sendChannelTest({ ...input, channelId: 'ch-2' }, admin, NOW + 20_000)).toMatchObject({ ok: true });
    expect(await sendChannelTest(input, admin, NOW + 60_000)).toMatchObject({ ok: true });
    expect(hooks).toHaveLength(3);
  });
});
