import type { PushConfig } from '@neuron/shared';
import type { NotifyConfig } from '../domain/notifyConfig.js';
import type { NotificationContent } from '../domain/notifyMessage.js';
import { sendEmail } from './channelsEmail.js';
import { sendPush } from './channelsPush.js';
import { sendSms } from './channelsSms.js';
import { sendWebhook } from './channelsWebhook.js';

/** Sends through one validated channel with the adapter of its type. */
export async function sendThroughChannel(
  channel: PushConfig,
  content: NotificationContent,
  config: NotifyConfig,
): Promise<void> {
  switch (channel.type) {
    case 'push':
      return sendPush(channel.target, content, config);
    case 'email':
      return sendEmail(channel.target, content, config);
    case 'sms':
      return sendSms(channel.target, content, config);
    case 'webhook':
      return sendWebhook(channel.target, content, config);
  }
}
