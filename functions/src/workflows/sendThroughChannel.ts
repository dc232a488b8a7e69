import { randomBytes } from 'node:crypto';
import type { PushConfig } from '@neuron/shared';
import { DeliveryFailure, partialSeverity } from '../domain/deliveryFailure.js';
import {
  emailRequest,
  pushRequest,
  smsRequest,
  webhookRequest,
  type EmailRequest,
  type SmsRequest,
} from '../domain/channelRequests.js';
import {
  accountLookups,
  memberEmailsOf,
  refusedTargetsMessage,
  restrictTargets,
  type MemberDirectory,
} from '../domain/channelTargets.js';
import type { NotifyConfig } from '../domain/notifyConfig.js';
import type { NotificationContent } from '../domain/notifyMessage.js';
import { readChannelSecret } from '../data/channelSecrets.js';
import { sendEmail } from '../data/channelsEmail.js';
import { sendPush } from '../data/channelsPush.js';
import { sendSms } from '../data/channelsSms.js';
import { sendWebhook } from '../data/channelsWebhook.js';
import { accountsOf, readMemberLists } from '../data/members.js';
import { pushTokensOf } from '../data/users.js';

/** Which channel of which system is sending (its secret and its system's members). */
export interface ChannelRef {
  systemId: string;
  channelId: string;
}

/** The system's members and the Auth accounts that matter for the channel's targets. */
async function memberDirectory(systemId: string, channel: PushConfig): Promise<MemberDirectory> {
  const emails = memberEmailsOf(await readMemberLists(systemId));
  const lookups = accountLookups(channel, emails);
  return { emails, accounts: lookups.length > 0 ? await accountsOf(lookups) : [] };
}

/** The e-mail of a notification; throws when no SMTP relay is configured. */
function emailOf(content: NotificationContent, config: NotifyConfig): EmailRequest {
  const email = emailRequest(content, config);
  if (!email) throw new Error('E-mail is not configured (NOTIFY_SMTP_URL is not set)');
  return email;
}

/**
 * A push to each user with a registered token, each with an action token of their own (bound to
 * the person: docs/THREAT_MODEL.md); throws when none of them has a token.
 */
async function pushToEach(uids: readonly string[], content: NotificationContent, config: NotifyConfig): Promise<void> {
  let sent = 0;
  for (const uid of new Set(uids)) {
    const tokens = await pushTokensOf([uid]);
    if (tokens.length === 0) continue;
    const recipient = { uid, tokenId: randomBytes(18).toString('base64url') };
    await sendPush(tokens, pushRequest(content, config, Date.now(), recipient), config);
    sent++;
  }
  if (sent === 0) throw new Error('No registered push tokens for the channel users');
}

/** The SMS of a notification; throws when no SMS provider is configured. */
function smsOf(content: NotificationContent, config: NotifyConfig): SmsRequest {
  const sms = smsRequest(content, config);
  if (!sms) throw new Error('SMS is not configured (NOTIFY_SMS_URL is not set)');
  return sms;
}

/**
 * Sends through one validated channel with the data layer's adapter of its type (the choice of
 * adapter, of targets and of what each sends is decided here and in domain/channelRequests.ts;
 * the adapters only send). A webhook is signed with the channel's own secret (none set: nothing
 * is sent). Other channels reach only the system's members (docs/THREAT_MODEL.md): the others
 * are left out and named in the error it throws.
 */
export async function sendThroughChannel(
  channel: PushConfig,
  content: NotificationContent,
  config: NotifyConfig,
  ref: ChannelRef,
): Promise<void> {
  if (channel.type === 'webhook') {
    const secret = await readChannelSecret(ref.systemId, ref.channelId);
    if (!secret) throw new Error('Webhook has no signing secret yet: create one in the channel editor');
    return sendWebhook(channel.target, webhookRequest(secret, content, config, Date.now()));
  }
  const { allowed, refused } = restrictTargets(channel, await memberDirectory(ref.systemId, channel));
  if (allowed.length > 0) {
    if (channel.type === 'push') await pushToEach(allowed, content, config);
    else if (channel.type === 'email') await sendEmail(allowed, emailOf(content, config));
    else await sendSms(allowed, smsOf(content, config));
  }
  if (refused.length > 0)
    throw new DeliveryFailure(refusedTargetsMessage(channel.type, refused), partialSeverity(allowed.length));
}
