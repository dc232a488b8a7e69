import { DEAD_LETTER_TOPIC, DeadLetterMessageSchema, SAMPLES_TOPIC, SamplesMessageSchema } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { runtimeOf } from '../domain/functionSettings.js';
import { keepFailedBatch, storeOrGiveUp } from '../workflows/storeFailures.js';

/**
 * `samples` message → stored (workflows/storeSamples.ts), or taken again and finally given up to
 * the dead-letter topic (workflows/storeFailures.ts). Every step is idempotent by sample time, so
 * a redelivery changes nothing. `retry` stays on for the one failure left: publishing itself.
 */
export const storeSamples = onMessagePublished(
  { ...runtimeOf('storeSamples'), topic: SAMPLES_TOPIC, retry: true },
  async (event) => {
    const parsed = SamplesMessageSchema.safeParse(event.data.message.json);
    if (!parsed.success) {
      // A malformed message will never become valid, and names no system to keep it for: logged.
      logger.error('storeSamples: malformed message', { issues: parsed.error.issues.length });
      return;
    }
    await storeOrGiveUp(parsed.data, Date.now());
  },
);

/** A batch given up: kept in system/{sid}/failedBatches for the system's admins. */
export const storeDeadLetter = onMessagePublished(
  { ...runtimeOf('storeDeadLetter'), topic: DEAD_LETTER_TOPIC, retry: true },
  async (event) => {
    const parsed = DeadLetterMessageSchema.safeParse(event.data.message.json);
    if (!parsed.success) {
      logger.error('storeDeadLetter: malformed message', { issues: parsed.error.issues.length });
      return;
    }
    await keepFailedBatch(parsed.data);
  },
);
