import { describe, expect, it } from 'vitest';
import { CHANNEL_TYPES, PushConfigSchema, PushErrorSchema } from './pushConfig.js';

describe('PushConfigSchema', () => {
  it('reads each channel type', () => {
    expect(CHANNEL_TYPES).toEqual(['push', 'email', 'sms', 'webhook']);
    expect(PushConfigSchema.parse({ type: 'push', name: 'Team', target: ['uid-1'] })).toEqual({
      type: 'push',
      name: 'Team',
      target: ['uid-1'],
      enabled: true,
    });
    expect(PushConfigSchema.safeParse({ type: 'email', name: 'Mail', target: ['a@b.dk'] }).success).toBe(true);
    expect(PushConfigSchema.safeParse({ type: 'sms', name: 'SMS', target: ['+4512345678'] }).success).toBe(true);
    expect(PushConfigSchema.safeParse({ type: 'webhook', name: 'Hook', target: 'https://x.dk/h' }).success).toBe(true);
  });

  it.each([
    [{ type: 'push', name: 'a', target: [] }, ['target'], 'Pick at least one member'],
    [{ type: 'email', name: 'a', target: ['nope'] }, ['target', 0], 'Invalid email address'],
    [{ type: 'sms', name: 'a', target: ['12345678'] }, ['target', 0], 'Phone numbers must look like +4512345678'],
    [{ type: 'webhook', name: 'a', target: 'ftp://x.dk' }, ['target'], 'Webhook URL must be http(s)'],
    [{ type: 'push', name: '', target: ['u'] }, ['name'], 'Name is required'],
  ])('refuses %j naming the field', (input, path, message) => {
    const issue = PushConfigSchema.safeParse(input).error?.issues[0];
    expect(issue?.path).toEqual(path);
    expect(issue?.message).toBe(message);
  });
});

describe('PushErrorSchema', () => {
  it('reads a failed delivery, an entry without a severity as Error (20)', () => {
    expect(PushErrorSchema.parse({ time: 1, message: 'timeout', eventId: 'e1' })).toEqual({
      time: 1,
      message: 'timeout',
      eventId: 'e1',
      severity: 20,
    });
    expect(PushErrorSchema.parse({ time: 1, message: 'partly', eventId: 'e1', severity: 10 }).severity).toBe(10);
    expect(PushErrorSchema.safeParse({ time: 1, message: 'timeout' }).error?.issues[0].path).toEqual(['eventId']);
  });
});
