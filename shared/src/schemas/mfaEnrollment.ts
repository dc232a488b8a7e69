import { z } from 'zod';
import { TimeMsSchema } from './time.js';

/** Second factors a user can enrol (docs/DATA_MODEL.md). */
export const MFA_FACTOR_IDS = ['phone', 'totp'] as const;

/** A multi-factor enrolment (docs/DATA_MODEL.md); phone factors carry the phone number. */
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
