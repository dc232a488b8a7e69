import type { EmailRequest } from './channelRequests.js';
import type { NotifyConfig } from './notifyConfig.js';
import { emailFailureText } from './sendFailureText.js';

/** What an invitation e-mail says: who is invited, to which system, in which role. */
export interface InviteMail {
  email: string;
  systemId: string;
  systemName: string;
  role: 'admin' | 'user';
}

/**
 * The e-mail that tells an invitee about an invitation (the invite itself waits in the app under
 * Invitations): the system by name, the role, a link to answer it and one to sign up for those
 * without an account, absolute with the deployment's APP_URL. Null when no SMTP relay is
 * configured: nothing can be sent (the invite stands; the invitee sees it on signing in).
 */
export function inviteEmailRequest(invite: InviteMail, config: NotifyConfig): EmailRequest | null {
  if (!config.smtpUrl) return null;
  const app = config.appUrl ?? '';
  const system = invite.systemName.trim() || invite.systemId;
  const role = invite.role === 'admin' ? 'an administrator' : 'a member';
  return {
    smtpUrl: config.smtpUrl,
    message: {
      from: config.emailFrom,
      subject: `You are invited to ${system} on Neuron`,
      text: [
        `You are invited to join "${system}" on Neuron as ${role}.`,
        '',
        `Accept or decline: ${app}/invites`,
        `No account yet? Sign up with this e-mail address (${invite.email}): ${app}/signup`,
        '',
        'The invitation waits under Invitations until you answer it or it is withdrawn.',
      ].join('\n'),
      headers: { 'X-Neuron-Invite': `${invite.systemId}/${invite.email}` },
    },
    failureText: emailFailureText,
  };
}
