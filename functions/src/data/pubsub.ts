import type { PubSub } from '@google-cloud/pubsub';

let client: Promise<PubSub> | undefined;

/**
 * The Pub/Sub client, loaded on first publish: the library is among the slowest to load, and
 * most functions never publish, so their cold starts do not pay for it.
 */
function pubsub(): Promise<PubSub> {
  client ??= import('@google-cloud/pubsub').then(({ PubSub }) => new PubSub({ projectId: process.env.GCLOUD_PROJECT }));
  return client;
}

/** Publishes a JSON message on a topic (the emulator's when PUBSUB_EMULATOR_HOST is set). */
export async function publishJson(topic: string, message: unknown): Promise<string> {
  return (await pubsub()).topic(topic).publishMessage({ json: message });
}
