import { logger } from 'firebase-functions/v2';
import { publishJson } from '../data/pubsub.js';
import { SWEEP_PAGE_SIZE, type SystemJobMessage } from '../domain/systemJobs.js';

/** The systems a scheduled job visits, a page of ids at a time (a data-layer listing). */
export type SystemPages = (pageSize: number, each: (ids: string[]) => Promise<void>) => Promise<void>;

/**
 * A scheduled job's run: one message per system on `topic`, read a page of ids at a time, so the
 * run's work is a listing and a publish per system however large the fleet, and each system's
 * share is a bounded run of its own; one failing system never holds up the others. Returns the
 * messages published.
 */
export async function publishPerSystem(topic: string, nowMs: number, pages: SystemPages): Promise<number> {
  let published = 0;
  await pages(SWEEP_PAGE_SIZE, async (ids) => {
    // Settled, not all-or-nothing: one message that fails to publish is logged, and the rest of
    // the page and the later pages still go out (the job's next run covers the one missed).
    const results = await Promise.allSettled(
      ids.map((systemId) => publishJson(topic, { systemId, nowMs } satisfies SystemJobMessage)),
    );
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') published++;
      else logger.error(`publishing ${topic} for system ${ids[i]} failed`, { error: String(r.reason) });
    });
  });
  return published;
}

/**
 * One system's message of a scheduled job (`job` names it in the log): the job run at the
 * message's time, a failure logged and not thrown (Pub/Sub does not redeliver; the job's next
 * scheduled run is the retry).
 */
export async function runForSystem(
  job: string,
  message: SystemJobMessage,
  run: (systemId: string, nowMs: number) => Promise<unknown>,
): Promise<void> {
  try {
    await run(message.systemId, message.nowMs);
  } catch (e) {
    logger.error(`${job} of system ${message.systemId} failed`, { error: String(e) });
  }
}
