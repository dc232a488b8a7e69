import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR } from './avatar.js';
import { avatarOf, BaseSensorConfigSchema, SensorInfoSchema, UserProfileSchema, WhatsNewSchema } from './misc.js';

describe('SensorInfoSchema', () => {
  it('reads model, firmware, battery and protocol', () => {
    const info = { model: 'T1', firmware: '1.2', battery: 80, protocol: 'V3' };
    expect(SensorInfoSchema.parse(info)).toEqual(info);
  });

  it('refuses an unknown protocol and a battery over 100', () => {
    expect(SensorInfoSchema.safeParse({ protocol: 'V4' }).error?.issues[0].path).toEqual(['protocol']);
    expect(SensorInfoSchema.safeParse({ battery: 101 }).error?.issues[0].path).toEqual(['battery']);
  });
});

describe('BaseSensorConfigSchema', () => {
  it('needs a type and fills the rest', () => {
    expect(BaseSensorConfigSchema.parse({ type: 'T1' })).toEqual({ type: 'T1', deviceType: 'SENSOR', config: {} });
    expect(BaseSensorConfigSchema.safeParse({}).error?.issues[0].path).toEqual(['type']);
  });
});

describe('UserProfileSchema', () => {
  it('fills defaults; the default avatar is a local svg', () => {
    expect(UserProfileSchema.parse({})).toEqual({ pushTokens: [], notificationPrefs: {} });
    expect(DEFAULT_AVATAR).toMatch(/^\/[\w-]+\.svg$/);
    expect(UserProfileSchema.safeParse({ displayName: 'a'.repeat(101) }).error?.issues[0].path).toEqual([
      'displayName',
    ]);
  });
});

describe('avatarOf', () => {
  it("is the user's image, else the default", () => {
    expect(avatarOf({ avatar: 'https://img.example/a.png' })).toBe('https://img.example/a.png');
    for (const profile of [{}, { avatar: '' }, { avatar: '  ' }, null, undefined]) {
      expect(avatarOf(profile)).toBe(DEFAULT_AVATAR);
    }
  });
});

describe('WhatsNewSchema', () => {
  it('reads an entry', () => {
    expect(WhatsNewSchema.parse({ time: 1, title: 'New', body: '**x**' })).toEqual({
      time: 1,
      title: 'New',
      body: '**x**',
    });
    expect(WhatsNewSchema.safeParse({ title: 'New', body: '' }).error?.issues[0].path).toEqual(['time']);
  });
});
