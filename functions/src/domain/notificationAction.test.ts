import { describe, expect, it } from 'vitest';
import { appOriginsFrom } from './actionConfig.js';
import { actingPerson, isAppOrigin, planNotificationAction } from './notificationAction.js';

const NOW = 5_000_000;
const request = {
  action: 'acknowledge' as const,
  person: 'ann@example.com',
  tokenExpiresAt: NOW + 1,
  tokenUsed: false,
};

describe('planNotificationAction', () => {
  it('acknowledges in the person’s name and records the token’s use', () => {
    expect(planNotificationAction({ acknowledgedAt: null, escalateAt: null }, request, NOW)).toEqual({
      update: { acknowledgedBy: 'ann@example.com', acknowledgedAt: NOW },
      use: { usedAt: NOW, action: 'acknowledge', by: 'ann@example.com', expiresAt: NOW + 1 },
    });
  });

  it('refuses a used token, whatever the event', () => {
    expect(
      planNotificationAction({ acknowledgedAt: null, escalateAt: NOW }, { ...request, tokenUsed: true }, NOW),
    ).toBe('used');
  });
});

describe('actingPerson', () => {
  const members = new Set(['ann@example.com']);
  it('is the verified account’s e-mail while it is a member', () => {
    expect(actingPerson({ email: 'Ann@Example.com', emailVerified: true }, members)).toBe('ann@example.com');
  });
  it('is nobody once they left, when unverified, or without an account', () => {
    expect(actingPerson({ email: 'ann@example.com', emailVerified: true }, new Set())).toBeUndefined();
    expect(actingPerson({ email: 'ann@example.com', emailVerified: false }, members)).toBeUndefined();
    expect(actingPerson(undefined, members)).toBeUndefined();
  });
});

describe('the app’s origins', () => {
  it('reads NEURON_APP_URL as origins, skipping what is not an http(s) URL', () => {
    expect(
      appOriginsFrom({ NEURON_APP_URL: 'https://app.example/path, http://127.0.0.1:5173 ,ftp://x, junk' }),
    ).toEqual(['https://app.example', 'http://127.0.0.1:5173']);
    expect(appOriginsFrom({})).toEqual([]);
  });
  it('accepts only one of them, exactly', () => {
    const origins = ['https://app.example'];
    expect(isAppOrigin('https://app.example', origins)).toBe(true);
    expect(isAppOrigin('https://app.example.evil', origins)).toBe(false);
    expect(isAppOrigin(undefined, origins)).toBe(false);
    expect(isAppOrigin('https://app.example', [])).toBe(false);
  });
});
