import { z } from 'zod';
import { TimeMsSchema } from './time.js';

/** Where an invite stands (docs/DATA_MODEL.md). */
export const INVITE_STATUSES = ['pending', 'accepted', 'declined'] as const;

/** invites/{id}: `user` is the invitee's lower-cased e-mail. */
export const InviteSchema = z.object({
  user: z.string().min(3),
  time: TimeMsSchema,
  systemId: z.string().min(1),
  systemName: z.string().default(''),
  role: z.enum(['admin', 'user']),
  invitedBy: z.string().nullable().default(null),
  status: z.enum(INVITE_STATUSES).default('pending'),
});
/** Invite as InviteSchema parses it. */
export type Invite = z.infer<typeof InviteSchema>;
