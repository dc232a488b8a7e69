import { SystemSchema, type CallableOutput } from '@neuron/shared';
import { readChannel } from '../data/channelDocs.js';
import { spendRateLimit } from '../data/rateLimits.js';
import { readSystemData } from '../data/systems.js';
import { testNotificationContent } from '../domain/testNotification.js';
import { isSystemAdmin } from '../domain/membership.js';
import { done, refused, type Outcome } from '../domain/outcome.js';
import { RATE_LIMITS, countAttempt, rateLimitKey, retryAfterSeconds } from '../domain/rateLimit.js';
import { deliverContent } from './deliverNotification.js';

/**
 * "Send test" on a channel: an admin sends a test notification through the same delivery code an
 * alarm uses (claim marker, adapter, error log) and learns at once whether it went out. A test is
 * sent even when the channel is disabled: the admin asked for it explicitly. One test per channel
 * a minute (RATE_LIMITS.testSend): ten clicks must not be ten SMS to every target.
 */
export async function sendChannelTest(
  input: { systemId: string; channelId: string },
  caller: { email?: string; email_verified?: boolean },
  nowMs: number,
): Promise<Outcome<CallableOutput<'sendTestNotification'>>> {
  const { systemId, channelId } = input;
  const system = await readSystemData(systemId);
  if (!system || !isSystemAdmin(system, caller)) {
    return refused('permission-denied', 'systemId: only an admin of the system can test its channels');
  }
  const channel = await readChannel(systemId, channelId);
  if (!channel) return refused('not-found', 'channelId: no such channel');
  const cooldown = await spendRateLimit(rateLimitKey('testSend', systemId, channelId), (c) =>
    countAttempt(c, RATE_LIMITS.testSend, nowMs),
  );
  if (!cooldown.allowed) {
    const wait = retryAfterSeconds(cooldown.retryAfterMs);
    return refused(
      'resource-exhausted',
      `channelId: a test went through this channel just now; send another in ${wait} s`,
    );
  }
  const systemName = SystemSchema.safeParse(system).data?.name ?? '';
  const data = channel.data as Record<string, unknown>;
  const content = testNotificationContent(systemId, systemName, String(data.name ?? channelId), nowMs);
  const [outcome] = await deliverContent(
    systemId,
    content.eventId,
    [{ id: channelId, data: { ...data, enabled: true } }],
    content,
  );
  return done({ result: outcome?.result ?? 'failed', message: outcome?.message ?? null });
}
