import type { Refusal } from './outcome.js';

/** The channel a new signing secret is for, as its transaction read it (undefined: no such channel). */
export interface ChannelSecretRead {
  channelType: unknown;
}

/**
 * Whether a channel can take a signing secret: only an existing webhook channel signs its
 * requests. A refusal names the field; none means the secret is stored (and the channel marked).
 */
export function channelSecretRefusal(channelId: string, read: ChannelSecretRead | undefined): Refusal | undefined {
  if (!read) return { code: 'not-found', message: `channelId: no channel ${channelId} in this system` };
  if (read.channelType !== 'webhook') {
    return { code: 'failed-precondition', message: 'channelId: only webhook channels sign their requests' };
  }
  return undefined;
}
