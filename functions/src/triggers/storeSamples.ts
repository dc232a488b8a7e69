import { SAMPLES_TOPIC, SamplesMessageSchema } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { storeSampleBatch } from '../workflows/storeSamples.js';

/** A message older than this is given up (logged): a day of retries is past any outage worth waiting out. */
export const STORE_MAX_AGE_MS = 24 * 3_600_000;

/**
 * `samples` message → stored (workflows/storeSamples.ts). Retried by Pub/Sub until it succeeds
 * or is a day old; every step is idempotent by sample time, so a redelivery changes nothing.
 */
export const storeSamples = onMessagePublished(
  { topic: SAMPLES_TOPIC, retry: true, timeoutSeconds: 300 },
  async (event) => {
    const parsed = SamplesMessageSchema.safeParse(event.data.message.json);
    if (!parsed.success) {
      // A malformed message will never become valid: log it and let it go instead of retrying forever.
      logger.error('storeSamples: malformed message', { issues: parsed.error.issues.length });
      return;
    }
    const age = Date.now() - Date.parse(event.time);
    if (age > STORE_MAX_AGE_MS) {
      logger.error(`storeSamples: message ${event.id} is ${Math.round(age / 60_000)} min old; given up`);
      return;
    }
    await storeSampleBatch(parsed.data, Date.now());
  },
);
