import { describe, expect, it } from 'vitest';
import { localInboxEnv } from './inboxEnv.js';

describe('localInboxEnv', () => {
  it('points e-mail and the push relay at the local inbox of the port offset', () => {
    expect(localInboxEnv(4000, {})).toEqual({
      NOTIFY_SMTP_URL: 'smtp://127.0.0.1:10100',
      NOTIFY_EMAIL_FROM: 'Neuron (local) <alerts@neuron.localhost>',
      NOTIFY_PUSH_RELAY_URL: 'http://127.0.0.1:10104/fcm',
      APP_URL: 'http://127.0.0.1:9173',
      GEOLOCATION_URL: 'http://127.0.0.1:10104/geolocate',
      GEOLOCATION_KEY: 'local-stand-in',
      NOTIFY_SMS_URL: 'http://127.0.0.1:10104/sms',
      NOTIFY_SMS_KEY: 'local-stand-in',
    });
  });

  it('leaves what the environment sets to the environment (a real SMTP server)', () => {
    const env = {
      NOTIFY_SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      NOTIFY_EMAIL_FROM: 'Ops <ops@example.com>',
      GEOLOCATION_URL: 'https://www.googleapis.com/geolocation/v1/geolocate',
      APP_URL: 'https://neuron.example.com',
      NOTIFY_SMS_URL: 'https://sms.example.com/send',
    };
    expect(localInboxEnv(0, env)).toEqual({ NOTIFY_PUSH_RELAY_URL: 'http://127.0.0.1:6104/fcm' });
    expect(localInboxEnv(0, { NOTIFY_SMTP_URL: ' ' })).toHaveProperty('NOTIFY_SMTP_URL', 'smtp://127.0.0.1:6100');
  });
});
