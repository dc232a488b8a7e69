import { describe, expect, it } from 'vitest';
import { postFailureText, pushFailureText, smsFailureText } from './sendFailureText.js';

describe('what a failed send says', () => {
  it('names the URL, its last answer or error, and the attempts it had', () => {
    expect(postFailureText({ url: 'https://a.example/in', last: { status: 500 }, attempts: 3 })).toBe(
      'https://a.example/in answered 500 (after up to 3 attempts)',
    );
    expect(postFailureText({ url: 'https://a.example/in', last: { error: 'timed out' }, attempts: 1 })).toBe(
      'https://a.example/in: timed out (after 1 attempt)',
    );
  });

  it('says a refused URL without counting attempts', () => {
    expect(
      postFailureText({ url: 'http://10.0.0.1/', last: { refused: 'refused: not a public address' }, attempts: 3 }),
    ).toBe('http://10.0.0.1/: refused: not a public address');
  });

  it('lists the numbers an SMS missed, and a push that reached no token', () => {
    expect(
      smsFailureText([
        { to: '+3612', reason: 'timed out' },
        { to: '+3613', reason: 'answered 500' },
      ]),
    ).toBe('SMS failed for +3612: timed out; +3613: answered 500');
    expect(pushFailureText(2, 'unregistered')).toBe('Push failed for all 2 tokens: unregistered');
  });
});
