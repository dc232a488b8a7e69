import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isRetryableStatus, retryDelaysMs, signWebhookBody, webhookSignatureMatches } from './webhookSignature.js';
import { notifyConfigFrom } from './notifyConfig.js';

describe('webhook signature', () => {
  it('is the HMAC-SHA256 of the exact body, and any change to the body breaks it', () => {
    const body = '{"eventId":"e1"}';
    const sig = signWebhookBody('s3cret', body);
    expect(sig).toBe(`sha256=${createHmac('sha256', 's3cret').update(body).digest('hex')}`);
    expect(webhookSignatureMatches('s3cret', body, sig)).toBe(true);
    expect(webhookSignatureMatches('s3cret', `${body} `, sig)).toBe(false);
    expect(webhookSignatureMatches('other', body, sig)).toBe(false);
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
