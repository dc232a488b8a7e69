import { z } from 'zod';
import { SamplesMessageSchema } from './ingest.js';
import { TimeMsSchema } from './time.js';

// Sample batches the store path gave up on (docs/PIPELINE.md, "Batches that cannot be stored"):
// published on DEAD_LETTER_TOPIC with why, then kept in system/{sid}/failedBatches/{id}, which the
// system's admins read on the gateway's Manage screen. Nothing a gateway was answered 202 for is
// dropped without a trace.

/** The Pub/Sub topic the store path sends a batch to when it gives up on it. */
export const DEAD_LETTER_TOPIC = 'samples-dead-letter';

/** How many times the store path takes a batch (each with its in-run retries) before it gives up. */
export const STORE_MAX_ATTEMPTS = 5;

/** The message on DEAD_LETTER_TOPIC: the batch as accepted, and why it was given up. */
export const DeadLetterMessageSchema = z.object({
  batch: SamplesMessageSchema,
  reason: z.string().min(1).max(500),
  attempts: z.number().int().min(0),
  failedAt: TimeMsSchema,
});
export type DeadLetterMessage = z.infer<typeof DeadLetterMessageSchema>;

/** A stored failed batch (system/{sid}/failedBatches/{id}). */
export const FailedBatchSchema = z.object({
  gatewaySn: z.string().min(1),
  receivedAt: TimeMsSchema,
  failedAt: TimeMsSchema,
  reason: z.string(),
  attempts: z.number().int(),
  sampleCount: z.number().int().min(0),
  /** The sensors the batch carried samples of, sorted. */
  sensors: z.array(z.string()),
  /** The batch itself, as accepted: what a replay would store. */
  batch: SamplesMessageSchema,
});
export type FailedBatch = z.infer<typeof FailedBatchSchema>;
