import { describe, expect, it } from 'vitest';
import { MFA_FACTOR_IDS, MfaEnrollmentSchema } from './mfaEnrollment.js';

describe('MfaEnrollmentSchema', () => {
  it('reads phone and authenticator-app factors', () => {
    expect(MFA_FACTOR_IDS).toEqual(['phone', 'totp']);
    expect(
      MfaEnrollmentSchema.parse({
        factorId: 'phone',
        uid: 'f1',
        enrollmentTime: new Date(1000),
        displayName: 'Phone number',
        phoneNumber: '+4512345678',
      }),
    ).toEqual({
      factorId: 'phone',
      uid: 'f1',
      enrollmentTime: 1000,
      displayName: 'Phone number',
      phoneNumber: '+4512345678',
    });
    expect(MfaEnrollmentSchema.parse({ factorId: 'totp', uid: 'f2', enrollmentTime: 1 })).toEqual({
      factorId: 'totp',
      uid: 'f2',
      enrollmentTime: 1,
      displayName: null,
    });
  });

  it('needs the phone number of a phone factor and a known factor id', () => {
    expect(
      MfaEnrollmentSchema.safeParse({ factorId: 'phone', uid: 'f', enrollmentTime: 1 }).error?.issues[0].path,
    ).toEqual(['phoneNumber']);
    expect(MfaEnrollmentSchema.safeParse({ factorId: 'email', uid: 'f', enrollmentTime: 1 }).success).toBe(false);
  });
});
