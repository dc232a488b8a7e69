import type { PushConfig } from '@neuron/shared';

/** A channel type as the channel form's picker names it. */
export const CHANNEL_TYPE_LABELS: Record<PushConfig['type'], string> = {
  email: 'E-mail',
  sms: 'SMS',
  push: 'Web push (members’ browsers)',
  webhook: 'Webhook (signed HTTP POST)',
};

/** A channel type as a list beside the channel's name says it (never the stored word). */
export const CHANNEL_TYPE_SHORT: Record<PushConfig['type'], string> = {
  email: 'E-mail',
  sms: 'SMS',
  push: 'Web push',
  webhook: 'Webhook',
};
