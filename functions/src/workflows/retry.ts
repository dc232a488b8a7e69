import { logger } from 'firebase-functions/v2';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs a step again when it fails (contention, a timeout), with jittered exponential backoff.
 * Pub/Sub redelivers a failed message in production; the emulators ack every message whatever
 * the function did, so the step retries here as well, and only then does the error propagate.
 */
export async function withRetries<T>(what: string, step: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (e) {
      if (attempt >= attempts) throw e;
      const delay = Math.min(8000, 100 * 2 ** attempt) * (0.5 + Math.random());
      logger.warn(`${what}: attempt ${attempt} failed, retrying`, {
        error: e instanceof Error ? e.message : String(e),
      });
      await sleep(delay);
    }
  }
}
