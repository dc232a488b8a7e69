/**
 * Configuration the emulator test run hands to the functions: the local servers the tests
 * start in place of the SMTP relay, the SMS provider, FCM and the geolocation service.
 * Ports follow NEURON_PORT_OFFSET like every other port, so two checkouts can test at once.
 */
import { functionUrl, portOffset, ports } from './ports.js';

export interface TestFixturePorts {
  smtp: number;
  sms: number;
  pushRelay: number;
  geolocation: number;
  /** The local inbox's page, webhook inspector and push relay (scripts/localInbox/). */
  inbox: number;
}

export function testFixturePorts(offset = portOffset()): TestFixturePorts {
  return {
    smtp: 6100 + offset,
    sms: 6101 + offset,
    pushRelay: 6102 + offset,
    geolocation: 6103 + offset,
    inbox: 6104 + offset,
  };
}

export const TEST_SMS_KEY = 'test-sms-key';
export const TEST_GEOLOCATION_KEY = 'test-geolocation-key';
export const TEST_ACTION_SECRET = 'test-action-secret';

/** The origin of a client the tests serve at the client port + `n` (the app, as the functions' CORS sees it). */
export function testAppOrigin(offset = portOffset(), n = 0): string {
  return `http://127.0.0.1:${ports(offset).client + n}`;
}

/** Environment of the functions during `npm run test:emulators`. */
export function testFixtureEnv(offset = portOffset()): Record<string, string> {
  const p = testFixturePorts(offset);
  return {
    NOTIFY_SMTP_URL: `smtp://127.0.0.1:${p.smtp}`,
    NOTIFY_EMAIL_FROM: 'Neuron <alerts@neuron.test>',
    NOTIFY_WEBHOOK_TIMEOUT_MS: '2000',
    NOTIFY_WEBHOOK_RETRIES: '2',
    NOTIFY_WEBHOOK_BACKOFF_MS: '100',
    NOTIFY_SMS_URL: `http://127.0.0.1:${p.sms}/sms`,
    NOTIFY_SMS_KEY: TEST_SMS_KEY,
    NOTIFY_PUSH_RELAY_URL: `http://127.0.0.1:${p.pushRelay}/fcm`,
    GEOLOCATION_URL: `http://127.0.0.1:${p.geolocation}/geolocate`,
    GEOLOCATION_KEY: TEST_GEOLOCATION_KEY,
    NOTIFY_ACTION_SECRET: TEST_ACTION_SECRET,
    NOTIFY_ACTION_URL: functionUrl('notificationAction', ports(offset)),
    // The app's origins that may post notification actions: the run's client build, a suite's own
    // build beside it (tests/support/browser.ts startClient) and the offline suite's (+10).
    NEURON_APP_URL: [0, 1, 10].map((n) => testAppOrigin(offset, n)).join(','),
    // The app's address, for absolute links in e-mail (the test run's client dev server).
    APP_URL: `http://127.0.0.1:${ports(offset).client}`,
  };
}
