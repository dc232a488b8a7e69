import { STORE_MAX_ATTEMPTS, type DeadLetterMessage, type SamplesMessage } from '@neuron/shared';
import { createHash } from 'node:crypto';

// What the store path does with a batch it could not store (docs/PIPELINE.md, "Batches that
// cannot be stored"). Pub/Sub's own dead-lettering needs a subscription setting that Cloud
// Functions does not expose and the emulator does not run (it acks every delivery, failed or
// not: docs/PIPELINE.md), so the store path counts its attempts in the message and republishes it
// itself: the same behaviour in production and on the emulators. After STORE_MAX_ATTEMPTS takes,
// or once the batch is older than the longest outage worth waiting out, it goes to the dead-letter
// topic, where it is kept for the system's admins.

/** A batch older than this is not taken again: a day of retries is past any outage worth waiting out. */
export const STORE_MAX_AGE_MS = 24 * 3_600_000;

export type StoreFailurePlan =
  { act: 'requeue'; message: SamplesMessage } | { act: 'deadLetter'; message: DeadLetterMessage };

/** The words of an error for the admin: its message, one line, bounded; never a stack or a path. */
export function failureReason(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n')[0].replace(/\s+/g, ' ').trim() || 'unknown error';
  return line.length > 300 ? `${line.slice(0, 297)}…` : line;
}

/** A batch that failed at `nowMs`: taken again (republished with its attempt counted) or given up. */
export function planStoreFailure(message: SamplesMessage, error: unknown, nowMs: number): StoreFailurePlan {
  const attempts = (message.attempt ?? 0) + 1;
  const tooOld = nowMs - message.receivedAt > STORE_MAX_AGE_MS;
  if (attempts < STORE_MAX_ATTEMPTS && !tooOld) return { act: 'requeue', message: { ...message, attempt: attempts } };
  const why = tooOld
    ? `still not stored ${Math.round((nowMs - message.receivedAt) / 3_600_000)} h after it was accepted`
    : `not stored after ${attempts} attempts`;
  return {
    act: 'deadLetter',
    message: { batch: message, reason: `${why}: ${failureReason(error)}`, attempts, failedAt: nowMs },
  };
}

/** A batch that is already older than the longest wait, given up before it is tried. */
export function planExpired(message: SamplesMessage, nowMs: number): DeadLetterMessage | null {
  if (nowMs - message.receivedAt <= STORE_MAX_AGE_MS) return null;
  const hours = Math.round((nowMs - message.receivedAt) / 3_600_000);
  return {
    batch: message,
    reason: `still not stored ${hours} h after it was accepted; given up`,
    attempts: message.attempt ?? 0,
    failedAt: nowMs,
  };
}

/**
 * The failed batch's document id: the same batch given up twice (a redelivered dead letter) is
 * kept once. From what identifies the accepted batch: its gateway, when it was accepted, and its samples.
 */
export function failedBatchId(batch: SamplesMessage): string {
  const samples = batch.samples.map((s) => `${s.sn}@${s.time}`).join(',');
  const key = `${batch.gatewaySn}|${batch.receivedAt}|${samples}`;
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}

/** What is stored of a given-up batch (FailedBatchSchema). */
export function failedBatchDocument(dead: DeadLetterMessage) {
  const { batch } = dead;
  return {
    gatewaySn: batch.gatewaySn,
    receivedAt: batch.receivedAt,
    failedAt: dead.failedAt,
    reason: dead.reason,
    attempts: dead.attempts,
    sampleCount: batch.samples.length,
    sensors: [...new Set(batch.samples.map((s) => s.sn))].sort(),
    batch,
  };
}
