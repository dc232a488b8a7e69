import { describe, expect, it } from 'vitest';
import { STAND_IN_SMS_KEY, smsOf, smsSection } from './smsStandIn.js';

const request = (body: string, path = '/sms', authorization = `Bearer ${STAND_IN_SMS_KEY}`) => ({
  method: 'POST',
  path,
  at: 1_800_000_000_000,
  headers: { authorization },
  body,
});

describe('the SMS stand-in', () => {
  it('lists what the SMS adapter posted ({to, text}), and nothing else the inbox received', () => {
    const texts = smsOf([
      request(JSON.stringify({ to: '+4520123456', text: 'Not acknowledged: Greenhouse door held open' })),
      request('not json', '/sms', 'Bearer wrong'),
      { ...request('{}', '/fcm'), method: 'POST' },
      { ...request('{}'), method: 'GET' },
    ]);
    expect(texts).toEqual([
      { at: 1_800_000_000_000, to: '+4520123456', text: 'Not acknowledged: Greenhouse door held open', keyed: true },
      { at: 1_800_000_000_000, to: '(unreadable)', text: 'not json', keyed: false },
    ]);
  });

  it('shows them escaped on the inbox page', () => {
    const html = smsSection(smsOf([request(JSON.stringify({ to: '+45<b>', text: '<script>x</script>' }))]));
    expect(html).toContain('SMS (stand-in provider) (1)');
    expect(html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(smsSection([])).toContain('No SMS yet.');
  });
});
