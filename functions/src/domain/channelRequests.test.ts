import { describe, expect, it } from 'vitest';
import { emailRequest } from './channelRequests.js';
import { notifyConfigFrom } from './notifyConfig.js';
import type { NotificationContent } from './notifyMessage.js';

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
  it('mails the title as subject and the text with its link and event, from the configured sender', () => {
    const config = notifyConfigFrom({ NOTIFY_SMTP_URL: 'smtp://relay.example:25' });
    expect(emailRequest(content, config)).toEqual({
      smtpUrl: 'smtp://relay.example:25',
      message: {
        from: 'Neuron <alerts@neuron.invalid>',
        subject: 'Farm: Alarm S-1',
        text: 'Temperature 31 °C above 30 °C\n\nOpen: /systems/sys-1\nEvent: ev-1',
        headers: { 'X-Neuron-Event': 'ev-1' },
      },
    });
  });

  it('plans nothing without an SMTP relay', () => {
    expect(emailRequest(content, notifyConfigFrom({ NOTIFY_SMTP_URL: '' }))).toBeNull();
  });
});
