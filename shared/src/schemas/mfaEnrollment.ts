import { z } from 'zod';
import { TimeMsSchema } from './time.js';

/** Second factors a user can enrol (SPEC.md §3). */
export const MFA_FACTOR_IDS = ['phone', 'totp'] as const;

/** A multi-factor enrolment (SPEC.md §3); phone factors carry the phone number. */
export const MfaEnrollmentSchema = z.discriminatedUnion('factorId', [
  z.object({
    factorId: z.literal('phone'),
    uid: z.string().min(1),
    enrollmentTime: TimeMsSchema,
    displayName: z.string().nullable().default(null),
    phoneNumber: z.string().min(1),
  }),
  z.object({
    factorId: z.literal('totp'),
    uid: z.string().min(1),
    enrollmentTime: TimeMsSchema,
    displayName: z.string().nullable().default(null),
  }),
]);
/** MfaEnrollment as MfaEnrollmentSchema parses it. */
export type MfaEnrollment = z.infer<typeof MfaEnrollmentSchema>;
