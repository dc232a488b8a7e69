import { ACTION_TOKEN_TTL_MS, signActionToken } from './actionToken.js';
import type { NotifyConfig } from './notifyConfig.js';
import { eventPath, smsText, type NotificationContent } from './notifyMessage.js';
import { emailFailureText, pushFailureText, smsFailureText } from './sendFailureText.js';
import { retryPolicy, type PostPlan } from './retryPolicy.js';
import { WEBHOOK_EVENT_HEADER, WEBHOOK_SIGNATURE_HEADER, signWebhookBody } from './webhookSignature.js';

/**
 * What the channel adapters (data/channels*.ts) send, decided here from the notification and the
 * delivery configuration: the adapters only post it.
 */

/** An SMS: the provider's endpoint, the text every number gets, and how each POST to it goes. */
export interface SmsRequest {
  url: string;
  text: string;
  plan: PostPlan;
  /** What a send that missed some numbers says. */
  failureText: typeof smsFailureText;
}

/**
 * The SMS of a notification: its one-line text, the provider's bearer key, one retry. Null when
 * no provider is configured: nothing can be sent.
 */
export function smsRequest(content: NotificationContent, config: NotifyConfig): SmsRequest | null {
  if (!config.smsUrl) return null;
  return {
    url: config.smsUrl,
    text: smsText(content),
    plan: {
      headers: config.smsKey ? { authorization: `Bearer ${config.smsKey}` } : {},
      timeoutMs: config.webhookTimeoutMs,
      retry: retryPolicy(1, config.webhookBackoffMs),
      guard: config.outbound,
    },
    failureText: smsFailureText,
  };
}

/** An e-mail: the SMTP relay it goes through and the message every address gets. */
export interface EmailRequest {
  smtpUrl: string;
  message: {
    from: string;
    subject: string;
    text: string;
    headers: Record<string, string>;
  };
  /** What a send the relay did not take says. */
  failureText: typeof emailFailureText;
}

/**
 * The e-mail of a notification: its title as the subject, its text with the link and the event
 * (named in a header too, so a mail filter can drop a repeat), from the configured sender. The
 * link opens the event's page, absolute with the deployment's APP_URL (a bare path otherwise,
 * which a mail reader cannot open). Null when no SMTP relay is configured: nothing can be sent.
 */
export function emailRequest(content: NotificationContent, config: NotifyConfig): EmailRequest | null {
  if (!config.smtpUrl) return null;
  const isEvent = !content.eventId.startsWith('test-');
  const path = isEvent ? eventPath(content.systemId, content.eventId) : content.redirect;
  return {
    smtpUrl: config.smtpUrl,
    message: {
      from: config.emailFrom,
      subject: content.title,
      text: `${content.body}\n\nOpen: ${config.appUrl ?? ''}${path}\nEvent: ${content.eventId}`,
      headers: { 'X-Neuron-Event': content.eventId },
    },
    failureText: emailFailureText,
  };
}

/** A webhook notification: the exact body and how it is posted. */
export interface WebhookRequest {
  body: string;
  plan: PostPlan;
}

/**
 * The content as JSON, HMAC-signed with the channel's own secret together with its send time
 * `nowMs` (so a captured request stops verifying), naming the event (so a receiver can drop a
 * repeat), with the configured timeout and retries.
 */
export function webhookRequest(
  secret: string,
  content: NotificationContent,
  config: NotifyConfig,
  nowMs: number,
): WebhookRequest {
  const body = JSON.stringify(content);
  return {
    body,
    plan: {
      headers: {
        [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(secret, body, nowMs),
        [WEBHOOK_EVENT_HEADER]: content.eventId,
      },
      timeoutMs: config.webhookTimeoutMs,
      retry: retryPolicy(config.webhookRetries, config.webhookBackoffMs),
      guard: config.outbound,
    },
  };
}

/** A web push: the FCM data message, its click-through link, and how the test relay is posted. */
export interface PushRequest {
  data: Record<string, string>;
  link: string;
  relay: PostPlan;
  /** What a push that FCM accepted for no token says. */
  failureText: typeof pushFailureText;
}

/** The person a push goes to, and the id of the action token made for them (random, from the workflow). */
export interface PushRecipient {
  uid: string;
  tokenId: string;
}

/**
 * The FCM data message the client's service worker turns into a toast (text + redirect). An
 * event's notification also carries a signed action token for its recipient, so its Acknowledge
 * / Snooze 1 h buttons work without opening the app (see notificationAction), once, in that
 * person's name; a channel test's does not.
 */
export function pushRequest(
  content: NotificationContent,
  config: NotifyConfig,
  nowMs: number,
  recipient: PushRecipient,
): PushRequest {
  const { actionSecret, actionUrl } = config;
  const isEvent = !content.eventId.startsWith('test-');
  const claim = {
    sid: content.systemId,
    eid: content.eventId,
    uid: recipient.uid,
    jti: recipient.tokenId,
    exp: nowMs + ACTION_TOKEN_TTL_MS,
  };
  const actions: Record<string, string> =
    actionSecret && actionUrl && isEvent ? { actionUrl, actionToken: signActionToken(claim, actionSecret) } : {};
  return {
    data: {
      ...actions,
      eventUrl: isEvent ? `/systems/${content.systemId}/events/${content.eventId}` : content.redirect,
      title: content.title,
      body: content.body,
      text: content.body,
      redirect: content.redirect,
      systemId: content.systemId,
      eventId: content.eventId,
    },
    link: content.redirect,
    // The relay stands in for FCM in tests: one attempt, as FCM's own call gets.
    relay: { timeoutMs: config.webhookTimeoutMs, retry: retryPolicy(0, 0), guard: config.outbound },
    failureText: pushFailureText,
  };
}
