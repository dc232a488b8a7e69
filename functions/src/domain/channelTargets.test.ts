import { describe, expect, it } from 'vitest';
import { refusedTargetsMessage, restrictTargets, type MemberDirectory } from './channelTargets.js';

const directory: MemberDirectory = {
  emails: new Set(['ann@x.io', 'bob@x.io']),
  accounts: [
    { uid: 'u-ann', email: 'Ann@x.io', emailVerified: true, phones: ['+4511111111'] },
    { uid: 'u-bob', email: 'bob@x.io', emailVerified: false, phones: ['+4522222222'] },
    { uid: 'u-eve', email: 'eve@x.io', emailVerified: true, phones: ['+4533333333'] },
  ],
};
const base = { name: 'c', enabled: true };

describe('restrictTargets: channels reach members only', () => {
  it('e-mail: members’ addresses in any case', () => {
    expect(restrictTargets({ ...base, type: 'email', target: ['ANN@x.io', 'eve@x.io'] }, directory)).toEqual({
      allowed: ['ANN@x.io'],
      refused: ['eve@x.io'],
    });
  });

  it('push: uids of members’ verified accounts; a verified stranger or an unverified member is refused', () => {
    expect(restrictTargets({ ...base, type: 'push', target: ['u-ann', 'u-bob', 'u-eve', 'u-ann'] }, directory)).toEqual(
      { allowed: ['u-ann'], refused: ['u-bob', 'u-eve'] },
    );
  });

  it('push: a member’s e-mail resolves to that member’s uid; a stranger’s or unverified member’s e-mail is refused', () => {
    const target = ['ann@X.io', 'u-ann', 'bob@x.io', 'eve@x.io'];
    expect(restrictTargets({ ...base, type: 'push', target }, directory)).toEqual({
      allowed: ['u-ann'],
      refused: ['bob@x.io', 'eve@x.io'],
    });
  });

  it('sms: numbers a member’s verified account holds', () => {
    const target = ['+4511111111', '+4522222222', '+4533333333', '+4599999999'];
    expect(restrictTargets({ ...base, type: 'sms', target }, directory)).toEqual({
      allowed: ['+4511111111'],
      refused: ['+4522222222', '+4533333333', '+4599999999'],
    });
  });

  it('webhooks are left to the outbound guard; the refusal names what was left out', () => {
    expect(restrictTargets({ ...base, type: 'webhook', target: 'https://example.com/h' }, directory).allowed).toEqual([
      'https://example.com/h',
    ]);
    expect(refusedTargetsMessage('sms', ['+1', '+2'])).toBe(
      'Not sent to numbers no member of the system has verified: +1, +2',
    );
  });
});
