import { SystemSchema } from '@neuron/shared';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { db } from '../data/admin.js';
import { claimDelivery, settleDelivery } from '../data/channels.js';
import { sendThroughChannel } from '../data/channelsSend.js';
import { recordPushError } from '../data/pushErrors.js';
import { ChannelTestInputSchema, testNotificationContent } from '../domain/channelTest.js';
import { isSystemAdmin } from '../domain/gatewayKeys.js';
import { notifyConfigFrom } from '../domain/notifyConfig.js';
import { deliverToChannels } from '../domain/notifyDelivery.js';
import { callableInput, requireAuth } from './callableInput.js';

/**
 * "Send test" on a channel: an admin sends a test notification through the same delivery code
 * an alarm uses (claim marker, adapter, error log), and learns at once whether it went out.
 */
export const sendTestNotification = onCall(async (request) => {
  const auth = requireAuth(request, 'test a channel');
  const { systemId, channelId } = callableInput(ChannelTestInputSchema, request.data);
  const [system, channel] = await db().getAll(
    db().doc(`system/${systemId}`),
    db().doc(`system/${systemId}/pushConfig/${channelId}`),
  );
  if (!system?.exists || !isSystemAdmin(system.data(), auth.token)) {
    throw new HttpsError('permission-denied', 'systemId: only an admin of the system can test its channels');
  }
  if (!channel?.exists) throw new HttpsError('not-found', 'channelId: no such channel');
  const now = Date.now();
  const systemName = SystemSchema.safeParse(system.data()).data?.name ?? '';
  const name = String(channel.get('name') ?? channelId);
  const content = testNotificationContent(systemId, systemName, name, now);
  const config = notifyConfigFrom(process.env);
  // A test is sent even when the channel is disabled: the admin asked for it explicitly.
  const [outcome] = await deliverToChannels([{ id: channelId, data: { ...channel.data(), enabled: true } }], content, {
    claim: (id) => claimDelivery(systemId, content.eventId, id, now),
    settle: (id, o) => settleDelivery(systemId, content.eventId, id, o, Date.now()),
    recordError: (id, text) =>
      recordPushError(systemId, id, { time: Date.now(), message: text, eventId: content.eventId }),
    send: (c, body) => sendThroughChannel(c, body, config),
  });
  return { result: outcome?.result ?? 'failed', message: outcome?.message ?? null };
});
