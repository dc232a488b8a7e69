import { describe, expect, it } from 'vitest';
import { emailRequest } from './channelRequests.js';
import { notifyConfigFrom } from './notifyConfig.js';
import { notificationContent, type NotificationContent } from './notifyMessage.js';

const content: NotificationContent = {
  systemId: 'sys-1',
  systemName: 'Farm',
  eventId: 'ev-1',
  kind: 'alarm',
  time: 1000,
  deviceSn: 'S-1',
  title: 'Farm: Alarm S-1',
  body: 'Temperature 31 °C above 30 °C',
  redirect: '/systems/sys-1',
};

describe('emailRequest', () => {
  it('mails the title as subject and the text with the event’s link and id, from the configured sender', () => {
    const config = notifyConfigFrom({ NOTIFY_SMTP_URL: 'smtp://relay.example:25' });
    expect(emailRequest(content, config)).toEqual({
      smtpUrl: 'smtp://relay.example:25',
      message: {
        from: 'Neuron <alerts@neuron.invalid>',
        subject: 'Farm: Alarm S-1',
        text: 'Temperature 31 °C above 30 °C\n\nOpen: /systems/sys-1/events/ev-1\nEvent: ev-1',
        headers: { 'X-Neuron-Event': 'ev-1' },
      },
      failureText: expect.any(Function),
    });
    // A send the relay refused says so with the relay's reason.
    expect(emailRequest(content, config)?.failureText('550 mailbox unavailable')).toBe(
      'E-mail failed: 550 mailbox unavailable',
    );
  });

  it('links the event absolutely with the deployment’s APP_URL, so a mail reader can open it', () => {
    const config = notifyConfigFrom({
      NOTIFY_SMTP_URL: 'smtp://relay.example:25',
      APP_URL: 'https://neuron.example.com/',
    });
    expect(emailRequest(content, config)?.message.text).toContain(
      'Open: https://neuron.example.com/systems/sys-1/events/ev-1\n',
    );
    // A channel test has no event page: its link opens the system.
    expect(emailRequest({ ...content, eventId: 'test-1' }, config)?.message.text).toContain(
      'Open: https://neuron.example.com/systems/sys-1\n',
    );
  });

  it('refuses an APP_URL that is not an http(s) URL, naming the setting', () => {
    expect(() => notifyConfigFrom({ APP_URL: 'neuron.example.com' })).toThrow(/APP_URL must be an http\(s\) URL/);
    expect(() => notifyConfigFrom({ APP_URL: 'ftp://neuron.example.com' })).toThrow(/APP_URL/);
  });

  it('names the sensor and its system in the subject, the serial in brackets', () => {
    const event = { kind: 'alarm', time: 1000, text: 'Freezer: 2 °C', deviceSn: 'S-1' } as Parameters<
      typeof notificationContent
    >[3];
    expect(notificationContent('sys-1', 'Cold store', 'ev-1', event, 'Freezer').title).toBe(
      'Cold store: Alarm Freezer (S-1)',
    );
    expect(notificationContent('sys-1', '', 'ev-1', event).title).toBe('sys-1: Alarm S-1');
  });

  it('plans nothing without an SMTP relay', () => {
    expect(emailRequest(content, notifyConfigFrom({ NOTIFY_SMTP_URL: '' }))).toBeNull();
  });
});
