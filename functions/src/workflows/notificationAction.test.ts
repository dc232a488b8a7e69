import type { Event } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SNOOZE_MS, signActionToken } from '../domain/actionToken.js';
import type { AccountLookup, TargetAccount } from '../domain/channelTargets.js';
import type { ActionWrites } from '../domain/notificationAction.js';

// The data layer faked: the event as read (undefined: missing), the token ids used so far, the
// writes the transaction commits, the system's member lists and the Auth accounts.
let stored: Pick<Event, 'acknowledgedAt' | 'escalateAt'> | undefined;
let used: Set<string>;
let committed: ActionWrites | undefined;
let memberLists: unknown[];
let accounts: TargetAccount[];
vi.mock('../data/notificationActions.js', () => ({
  applyNotificationAction: vi.fn(
    async (_s: string, _e: string, tokenId: string, plan: (e: Event, used: boolean) => ActionWrites | 'used') => {
      if (!stored) return undefined;
      const writes = plan(stored as Event, used.has(tokenId));
      if (writes === 'used') return writes;
      committed = writes;
      used.add(tokenId);
      return writes;
    },
  ),
}));
vi.mock('../data/members.js', () => ({
  readMemberLists: vi.fn(async () => memberLists),
  accountsOf: vi.fn(async (lookups: AccountLookup[]) =>
    accounts.filter((a) => lookups.some((l) => 'uid' in l && l.uid === a.uid)),
  ),
}));
const { actOnNotification } = await import('./notificationAction.js');

const NOW = 1_000_000;
const APP = 'https://app.neuron.example';
const env = { NOTIFY_ACTION_SECRET: 'a-secret-of-some-length', NEURON_APP_URL: `${APP}/, https://neuron-prod.web.app` };
const claim = { sid: 'sys-1', eid: 'ev-1', uid: 'u-ann', jti: 'token-id-0123456789', exp: NOW + 60_000 };
const token = signActionToken(claim, env.NOTIFY_ACTION_SECRET);
const postFrom = (origin: string | undefined, body: unknown) =>
  actOnNotification({ method: 'POST', origin, body }, env, NOW);
const post = (body: unknown) => postFrom(APP, body);

beforeEach(() => {
  stored = { acknowledgedAt: null, escalateAt: NOW + 60_000 };
  used = new Set();
  committed = undefined;
  memberLists = [['ann@example.com'], []];
  accounts = [{ uid: 'u-ann', email: 'Ann@Example.com', emailVerified: true, phones: [] }];
});

describe('actOnNotification (data layer faked)', () => {
  it('acknowledges in the name of the person the token was sent to, and lets the app read the answer', async () => {
    const answer = await post({ token, action: 'acknowledge' });
    expect(answer).toMatchObject({ status: 200, headers: { 'Access-Control-Allow-Origin': APP } });
    expect(committed?.update).toEqual({ acknowledgedBy: 'ann@example.com', acknowledgedAt: NOW });
  });

  it('snoozes: a pending escalation waits at least the snooze', async () => {
    await post({ token, action: 'snooze' });
    expect(committed?.update).toEqual({ snoozedUntil: NOW + SNOOZE_MS, escalateAt: NOW + SNOOZE_MS });
  });

  it('takes a token once: a replayed snooze is refused (409) and changes nothing', async () => {
    expect(await post({ token, action: 'snooze' })).toMatchObject({ status: 200 });
    committed = undefined;
    expect(await post({ token, action: 'snooze' })).toMatchObject({ status: 409, body: { error: 'used' } });
    expect(committed).toBeUndefined();
  });

  it('refuses the token once its person has left the system, or their account is gone', async () => {
    memberLists = [['bob@example.com'], []];
    expect(await post({ token, action: 'acknowledge' })).toMatchObject({ status: 403, body: { error: 'left' } });
    memberLists = [['ann@example.com'], []];
    accounts = [];
    expect(await post({ token, action: 'acknowledge' })).toMatchObject({ status: 403, body: { error: 'left' } });
    expect(committed).toBeUndefined();
  });

  it('answers only the app: another origin, or none, gets 403 without CORS headers; a preflight from the app gets 204', async () => {
    for (const origin of ['https://evil.example', undefined, 'null']) {
      const answer = await postFrom(origin, { token, action: 'acknowledge' });
      expect(answer.status).toBe(403);
      expect(answer.headers).not.toHaveProperty('Access-Control-Allow-Origin');
    }
    expect(committed).toBeUndefined();
    const preflight = await actOnNotification(
      { method: 'OPTIONS', origin: 'https://neuron-prod.web.app', body: {} },
      env,
      NOW,
    );
    expect(preflight).toMatchObject({
      status: 204,
      headers: { 'Access-Control-Allow-Origin': 'https://neuron-prod.web.app' },
    });
  });

  it('leaves an acknowledged event as it was, and answers 404 for a missing one', async () => {
    stored = { acknowledgedAt: NOW - 1, escalateAt: null };
    expect(await post({ token, action: 'snooze' })).toMatchObject({ status: 200 });
    expect(committed?.update).toBeUndefined();
    stored = undefined;
    const other = signActionToken({ ...claim, jti: 'another-token-id-0123' }, env.NOTIFY_ACTION_SECRET);
    expect(await post({ token: other, action: 'snooze' })).toMatchObject({ status: 404 });
  });

  it('refuses a forged token before reading anything', async () => {
    const answer = await post({ token: `${token}x`, action: 'snooze' });
    expect(answer).toMatchObject({ status: 401 });
    expect(committed).toBeUndefined();
  });
});
