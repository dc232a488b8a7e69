import { z } from 'zod';
import { LOG_SEVERITY } from '../catalogues/statuses.js';
import { SIGN_IN_ERRORS } from '../catalogues/messages.js';
import { NameSchema } from './fields.js';
import { TimeMsSchema } from './time.js';

/** Kinds of notification channel (docs/DATA_MODEL.md). */
export const CHANNEL_TYPES = ['push', 'email', 'sms', 'webhook'] as const;

const base = { name: NameSchema, enabled: z.boolean().default(true) };

/**
 * system/{sid}/pushConfig/{cid}: a notification channel. `target` by type: members' e-mails or uids (push),
 * e-mail addresses (email), E.164 phone numbers (sms), an http(s) URL (webhook).
 */
export const PushConfigSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('push'), target: z.array(z.string().min(1)).min(1, 'Pick at least one member') }),
  z.object({
    ...base,
    type: z.literal('email'),
    target: z.array(z.email(SIGN_IN_ERRORS['auth/invalid-email'])).min(1, 'Add at least one e-mail address'),
  }),
  z.object({
    ...base,
    type: z.literal('sms'),
    target: z
      .array(z.string().regex(/^\+[1-9]\d{6,14}$/, 'Phone numbers must look like +4512345678'))
      .min(1, 'Add at least one phone number'),
  }),
  z.object({
    ...base,
    type: z.literal('webhook'),
    target: z.url({ protocol: /^https?$/, error: 'Webhook URL must be http(s)' }),
    /** Hash of the HMAC secret is not enough to sign: the secret itself is kept server-side only. */
    secretRef: z.string().optional(),
    /** When rotateChannelSecret last made the signing secret (written by functions only). */
    secretSetAt: TimeMsSchema.optional(),
  }),
]);
/** PushConfig as PushConfigSchema parses it. */
export type PushConfig = z.infer<typeof PushConfigSchema>;

/** system/{sid}/pushConfig/{cid}/errors/{id}: a failed delivery. */
export const PushErrorSchema = z.object({
  time: TimeMsSchema,
  message: z.string(),
  eventId: z.string(),
  /** Log severity (LOG_SEVERITY): Warning 10 sent to some targets only, Error 20 sent to none (the default of older entries). */
  severity: z.number().int().default(LOG_SEVERITY.Error),
});
/** PushError as PushErrorSchema parses it. */
export type PushError = z.infer<typeof PushErrorSchema>;
