import { PubSub, type Subscription } from '@google-cloud/pubsub';
import { NOTIFICATIONS_TOPIC, NotificationMessageSchema, type NotificationMessage } from '@neuron/shared';
import { PROJECT_ID } from '../../scripts/ports.js';

/**
 * A subscription of the test's own on the Pub/Sub emulator's `notifications` topic, to see what
 * the functions publish for delivery. Creates the topic when no deliver function has yet.
 */
export async function listenToNotifications(name: string): Promise<{
  pull: () => Promise<NotificationMessage[]>;
  close: () => Promise<void>;
}> {
  if (!process.env.PUBSUB_EMULATOR_HOST) throw new Error('Run through `npm run test:emulators` (no Pub/Sub emulator).');
  const pubsub = new PubSub({ projectId: PROJECT_ID });
  const topic = pubsub.topic(NOTIFICATIONS_TOPIC);
  const [exists] = await topic.exists();
  if (!exists) await topic.create().catch((e: { code?: number }) => (e.code === 6 ? undefined : Promise.reject(e)));
  const subName = `${name}-${Date.now()}`;
  const [subscription]: [Subscription, ...unknown[]] = await topic.createSubscription(subName);
  const received: NotificationMessage[] = [];
  subscription.on('message', (m) => {
    received.push(NotificationMessageSchema.parse(JSON.parse(m.data.toString('utf8'))));
    m.ack();
  });
  return {
    pull: async () => [...received],
    close: async () => {
      await subscription.close();
      await subscription.delete();
      await pubsub.close();
    },
  };
}
