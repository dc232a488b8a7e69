import { PubSub } from '@google-cloud/pubsub';

let client: PubSub | undefined;

/** Publishes a JSON message on a topic (the emulator's when PUBSUB_EMULATOR_HOST is set). */
export async function publishJson(topic: string, message: unknown): Promise<string> {
  client ??= new PubSub({ projectId: process.env.GCLOUD_PROJECT });
  return client.topic(topic).publishMessage({ json: message });
}
