import type { Event } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SNOOZE_MS, signActionToken } from '../domain/actionToken.js';

// The data layer faked: the event as read (undefined: missing) and the update the transaction commits.
let stored: Pick<Event, 'acknowledgedAt' | 'escalateAt'> | undefined;
let committed: Record<string, unknown> | undefined;
vi.mock('../data/notificationActions.js', () => ({
  applyNotificationAction: vi.fn(async (_s: string, _e: string, plan: (e: Event) => Record<string, unknown>) => {
    if (!stored) return false;
    committed = plan(stored as Event);
    return true;
  }),
}));
const { actOnNotification } = await import('./notificationAction.js');

const NOW = 1_000_000;
const env = { NOTIFY_ACTION_SECRET: 'a-secret-of-some-length' };
const token = signActionToken({ sid: 'sys-1', eid: 'ev-1', exp: NOW + 60_000 }, env.NOTIFY_ACTION_SECRET);

beforeEach(() => {
  stored = { acknowledgedAt: null, escalateAt: NOW + 60_000 };
  committed = undefined;
});

describe('actOnNotification (data layer faked)', () => {
  it('acknowledges as the notification', async () => {
    expect(await actOnNotification({ token, action: 'acknowledge' }, env, NOW)).toMatchObject({ status: 200 });
    expect(committed).toEqual({ acknowledgedBy: 'notification', acknowledgedAt: NOW });
  });

  it('snoozes: a pending escalation waits at least the snooze', async () => {
    await actOnNotification({ token, action: 'snooze' }, env, NOW);
    expect(committed).toEqual({ snoozedUntil: NOW + SNOOZE_MS, escalateAt: NOW + SNOOZE_MS });
  });

  it('leaves an acknowledged event as it was, and answers 404 for a missing one', async () => {
    stored = { acknowledgedAt: NOW - 1, escalateAt: null };
    expect(await actOnNotification({ token, action: 'snooze' }, env, NOW)).toMatchObject({ status: 200 });
    expect(committed).toBeUndefined();
    stored = undefined;
    expect(await actOnNotification({ token, action: 'snooze' }, env, NOW)).toMatchObject({ status: 404 });
  });

  it('refuses a forged token before reading anything', async () => {
    const answer = await actOnNotification({ token: `${token}x`, action: 'snooze' }, env, NOW);
    expect(answer).toMatchObject({ status: 401 });
    expect(committed).toBeUndefined();
  });
});
