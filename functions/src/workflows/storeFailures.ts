import { DEAD_LETTER_TOPIC, SAMPLES_TOPIC, type DeadLetterMessage, type SamplesMessage } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { saveFailedBatch } from '../data/failedBatches.js';
import { publishJson } from '../data/pubsub.js';
import { failedBatchDocument, failedBatchId, planExpired, planStoreFailure } from '../domain/storeFailure.js';
import { storeSampleBatch } from './storeSamples.js';

// A batch the store path cannot store is taken again, then given up to the dead-letter topic and
// kept for the admins (domain/storeFailure.ts; docs/PIPELINE.md, "Batches that cannot be stored").

/**
 * One `samples` message: stored (workflows/storeSamples.ts, with its in-run retries), or, when
 * that fails, republished with its attempt counted, or sent to the dead-letter topic. Only a
 * failure to publish either is thrown (Pub/Sub then delivers the message again).
 */
export async function storeOrGiveUp(message: SamplesMessage, nowMs: number): Promise<void> {
  const expired = planExpired(message, nowMs);
  if (expired) return giveUp(expired);
  try {
    await storeSampleBatch(message, nowMs);
  } catch (error) {
    const plan = planStoreFailure(message, error, nowMs);
    if (plan.act === 'requeue') {
      logger.warn(`storeSamples: batch of ${message.gatewaySn} failed (attempt ${plan.message.attempt}); taken again`, {
        error: String(error),
      });
      await publishJson(SAMPLES_TOPIC, plan.message);
      return;
    }
    await giveUp(plan.message);
  }
}

async function giveUp(dead: DeadLetterMessage): Promise<void> {
  const { gatewaySn, systemId, samples } = dead.batch;
  logger.error(
    `storeSamples: batch of ${gatewaySn} (${samples.length} samples, system ${systemId}) given up: ${dead.reason}`,
  );
  await publishJson(DEAD_LETTER_TOPIC, dead);
}

/** A dead letter kept in the system's failed batches, where its admins see it (once per batch). */
export async function keepFailedBatch(dead: DeadLetterMessage): Promise<boolean> {
  return saveFailedBatch(dead.batch.systemId, failedBatchId(dead.batch), failedBatchDocument(dead));
}
