import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_TOLERANCE_S,
  checkWebhookSignature,
  isRetryableStatus,
  retryDelaysMs,
  signWebhookBody,
  webhookSignatureMatches,
} from './webhookSignature.js';
import { notifyConfigFrom } from './notifyConfig.js';

describe('webhook signature', () => {
  const now = Date.UTC(2026, 0, 1, 12);
  it('is the HMAC-SHA256 of the signed time and the exact body; any change to either breaks it', () => {
    const body = '{"eventId":"e1"}';
    const sig = signWebhookBody('s3cret', body, now);
    const t = now / 1000;
    expect(sig).toBe(`t=${t},v1=${createHmac('sha256', 's3cret').update(`${t}.${body}`).digest('hex')}`);
    expect(webhookSignatureMatches('s3cret', body, sig, now)).toBe(true);
    expect(webhookSignatureMatches('s3cret', `${body} `, sig, now)).toBe(false);
    expect(webhookSignatureMatches('other', body, sig, now)).toBe(false);
    // The time cannot be moved without the secret: a replay with a fresh t fails the HMAC.
    expect(checkWebhookSignature('s3cret', body, sig.replace(`t=${t}`, `t=${t + 600}`), now + 600_000)).toBe(
      'mismatch',
    );
  });

  it('is refused once the signed time is outside the window, either way (a captured request does not verify forever)', () => {
    const body = '{"eventId":"e1"}';
    const sig = signWebhookBody('s3cret', body, now);
    const tol = WEBHOOK_TOLERANCE_S * 1000;
    expect(checkWebhookSignature('s3cret', body, sig, now + tol)).toBe('ok');
    expect(checkWebhookSignature('s3cret', body, sig, now - tol)).toBe('ok');
    expect(checkWebhookSignature('s3cret', body, sig, now + tol + 1000)).toBe('stale');
    expect(checkWebhookSignature('s3cret', body, sig, now - tol - 1000)).toBe('stale');
    expect(checkWebhookSignature('s3cret', body, sig, now + 86_400_000)).toBe('stale');
  });

  it('refuses the old body-only form and malformed headers', () => {
    const body = '{"eventId":"e1"}';
    const old = `sha256=${createHmac('sha256', 's3cret').update(body).digest('hex')}`;
    expect(checkWebhookSignature('s3cret', body, old, now)).toBe('malformed');
    expect(checkWebhookSignature('s3cret', body, 't=abc,v1=00', now)).toBe('malformed');
    expect(checkWebhookSignature('s3cret', body, `t=${now / 1000}`, now)).toBe('malformed');
    expect(checkWebhookSignature('s3cret', body, `t=${now / 1000},v1=00`, now)).toBe('mismatch');
  });

  it('backs off exponentially and retries only what may succeed later', () => {
    expect(retryDelaysMs(3, 500)).toEqual([500, 1000, 2000]);
    expect([408, 429, 500, 503].map(isRetryableStatus)).toEqual([true, true, true, true]);
    expect([400, 401, 404, 410].map(isRetryableStatus)).toEqual([false, false, false, false]);
  });
});

describe('notifyConfigFrom', () => {
  it('reads defaults and refuses a malformed number naming the variable', () => {
    expect(notifyConfigFrom({})).toMatchObject({ webhookTimeoutMs: 5000, webhookRetries: 3, smtpUrl: undefined });
    expect(() => notifyConfigFrom({ NOTIFY_WEBHOOK_RETRIES: 'many' })).toThrow(/NOTIFY_WEBHOOK_RETRIES/);
  });
});
