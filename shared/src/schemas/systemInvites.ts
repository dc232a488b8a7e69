import { z } from 'zod';

/**
 * Pending members of a system (docs/DECISIONS_ACCOUNTS.md, "Invites"): an admin adds an e-mail here,
 * a function sends the invite, and only the invitee's acceptInvite moves the e-mail into
 * `admin` or `users`. Lower-cased e-mails.
 */
export const SystemPendingMembersSchema = z.object({
  pendingAdmin: z.array(z.string()).default([]),
  pendingUsers: z.array(z.string()).default([]),
});
export type SystemPendingMembers = z.infer<typeof SystemPendingMembersSchema>;
