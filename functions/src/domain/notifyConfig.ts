import { outboundGuardFrom, type OutboundGuard } from './outboundGuard.js';
import { actionSecretFrom, actionUrlFrom } from './actionConfig.js';

/**
 * Delivery configuration, from the environment (set in functions/.env or the deploy
 * environment; the emulator test run sets test values through scripts/testFixtures.ts).
 * Missing settings disable a channel type: its deliveries fail with a message naming the setting.
 */
export interface NotifyConfig {
  /** Which URLs and addresses webhooks, SMS and the push relay may reach (NEURON_ALLOW_LOOPBACK_OUTBOUND). */
  outbound: OutboundGuard;
  /** smtp://user:pass@host:port (or smtps://) of the mail relay. */
  smtpUrl?: string;
  emailFrom: string;
  webhookTimeoutMs: number;
  webhookRetries: number;
  webhookBackoffMs: number;
  /** HTTP SMS provider endpoint: POST {to, text} with a bearer key. */
  smsUrl?: string;
  smsKey?: string;
  /**
   * Test override of the FCM adapter: when set, push messages are POSTed here instead of
   * being sent through FCM (which cannot run on the emulators).
   */
  pushRelayUrl?: string;
  /** Signs the action tokens of a push's Acknowledge / Snooze buttons (none: no buttons). */
  actionSecret?: string;
  /** Where the service worker posts a button's action. */
  actionUrl?: string;
  /**
   * The app's address in this deployment (APP_URL, e.g. https://neuron.example.com), without a
   * trailing slash: e-mail links to an event are absolute with it. Unset: the path alone.
   */
  appUrl?: string;
}

/** APP_URL as an origin and path without a trailing slash; refused when it is not http(s). */
export function appUrlFrom(raw: string | undefined): string | undefined {
  const v = nonEmpty(raw);
  if (!v) return undefined;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new Error(`APP_URL must be an http(s) URL, got '${v}'`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`APP_URL must be an http(s) URL, got '${v}'`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

function positiveInt(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
  return n;
}

const nonEmpty = (v: string | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);

/** Reads the delivery configuration from an environment. */
export function notifyConfigFrom(env: Record<string, string | undefined>): NotifyConfig {
  return {
    smtpUrl: nonEmpty(env.NOTIFY_SMTP_URL),
    emailFrom: nonEmpty(env.NOTIFY_EMAIL_FROM) ?? 'Neuron <alerts@neuron.invalid>',
    webhookTimeoutMs: positiveInt(env.NOTIFY_WEBHOOK_TIMEOUT_MS, 5000, 'NOTIFY_WEBHOOK_TIMEOUT_MS'),
    webhookRetries: positiveInt(env.NOTIFY_WEBHOOK_RETRIES, 3, 'NOTIFY_WEBHOOK_RETRIES'),
    webhookBackoffMs: positiveInt(env.NOTIFY_WEBHOOK_BACKOFF_MS, 500, 'NOTIFY_WEBHOOK_BACKOFF_MS'),
    smsUrl: nonEmpty(env.NOTIFY_SMS_URL),
    smsKey: nonEmpty(env.NOTIFY_SMS_KEY),
    pushRelayUrl: nonEmpty(env.NOTIFY_PUSH_RELAY_URL),
    actionSecret: actionSecretFrom(env),
    actionUrl: actionUrlFrom(env),
    appUrl: appUrlFrom(env.APP_URL),
    outbound: outboundGuardFrom(env),
  };
}
