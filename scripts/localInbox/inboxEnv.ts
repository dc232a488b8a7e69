// Where the local inbox listens and how the functions on the emulators are pointed at it (kept
// apart from the servers, so the emulator setup reads it without loading them).
import { ports } from '../ports.js';
import { testFixturePorts } from '../testFixtures.js';
import { SMS_PATH, STAND_IN_SMS_KEY } from './smsStandIn.js';

/** Where a webhook channel sends to reach the inspector (any name after /webhook/ works). */
export const WEBHOOK_PATH = '/webhook/';
/** Where the push relay (NOTIFY_PUSH_RELAY_URL) posts the FCM message it would have sent. */
export const PUSH_RELAY_PATH = '/fcm';
/** Where the geolocation stand-in answers (geolocationStandIn.ts). */
export const GEOLOCATION_PATH = '/geolocate';
/** The key the functions send the stand-in (it checks none). */
const STAND_IN_GEOLOCATION_KEY = 'local-stand-in';

/** The ports of the local inbox (beside the test fixtures', shifted by NEURON_PORT_OFFSET). */
export function localInboxPorts(offset?: number): { smtp: number; http: number } {
  const p = testFixturePorts(offset);
  return { smtp: p.smtp, http: p.inbox };
}

/**
 * The functions' delivery settings that send e-mail and push to the local inbox, and cell lookups
 * to its geolocation stand-in, except those the environment sets already:
 * `NOTIFY_SMTP_URL=smtps://… npm start` sends e-mail to a real server (docs/LOCAL_ALERTS.md).
 */
export function localInboxEnv(
  offset?: number,
  env: Record<string, string | undefined> = process.env,
): Record<string, string> {
  const p = localInboxPorts(offset);
  const local: Record<string, string> = {
    NOTIFY_SMTP_URL: `smtp://127.0.0.1:${p.smtp}`,
    NOTIFY_EMAIL_FROM: 'Neuron (local) <alerts@neuron.localhost>',
    NOTIFY_PUSH_RELAY_URL: `http://127.0.0.1:${p.http}${PUSH_RELAY_PATH}`,
    // The address `npm start` serves the app at: an alert e-mail's link opens the event there.
    APP_URL: `http://127.0.0.1:${ports(offset).client}`,
  };
  // The SMS stand-in (smsStandIn.ts); a real provider set in the environment keeps its key too.
  if (!env.NOTIFY_SMS_URL?.trim()) {
    local.NOTIFY_SMS_URL = `http://127.0.0.1:${p.http}${SMS_PATH}`;
    local.NOTIFY_SMS_KEY = STAND_IN_SMS_KEY;
  }
  // The service's URL and key go together: a real service set in the environment keeps both.
  if (!env.GEOLOCATION_URL?.trim()) {
    local.GEOLOCATION_URL = `http://127.0.0.1:${p.http}${GEOLOCATION_PATH}`;
    local.GEOLOCATION_KEY = STAND_IN_GEOLOCATION_KEY;
  }
  return Object.fromEntries(
    Object.entries(local).filter(
      ([name]) => !env[name]?.trim() || name === 'GEOLOCATION_KEY' || name === 'NOTIFY_SMS_KEY',
    ),
  );
}
