import type { CallableOutput } from '@neuron/shared';
import { callOrThrow } from './callables';

/** How a test notification went: sent, or failed with the provider's message. */
export type ChannelTestOutcome = CallableOutput<'sendTestNotification'>;

/** Sends a test notification through a channel's real delivery path (admins only). */
export function sendTestNotification(systemId: string, channelId: string): Promise<ChannelTestOutcome> {
  return callOrThrow('sendTestNotification', { systemId, channelId });
}

/** Makes a new signing secret for a webhook channel; the answer is the only time it is shown. */
export function rotateChannelSecret(
  systemId: string,
  channelId: string,
): Promise<CallableOutput<'rotateChannelSecret'>> {
  return callOrThrow('rotateChannelSecret', { systemId, channelId });
}
