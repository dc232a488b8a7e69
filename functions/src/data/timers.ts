import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions/v2';
import type { TimerTask } from '../domain/timers.js';
import { initAdmin } from './app.js';

/**
 * The task queue of the `dueTimer` function (functions/src/triggers/dueTimer.ts). Its region is
 * named here because the Admin SDK addresses a queue by region, and us-central1 is also the only
 * region whose queues the Functions emulator finds (firebase-tools#8102); the functions run there.
 */
export const TIMER_QUEUE = 'locations/us-central1/functions/dueTimer';

/**
 * Queues a timer for its due time (`task.dueAt`) with the id the workflow derived (so the same
 * timer set twice is queued once: "already exists" is success). Best effort: a timer that cannot
 * be queued is logged and left to the five-minute sweep, never fails the write that set it.
 */
export async function enqueueTimer(task: TimerTask, id: string): Promise<void> {
  initAdmin();
  try {
    await getFunctions()
      .taskQueue(TIMER_QUEUE)
      .enqueue(task, { id, scheduleTime: new Date(Math.max(task.dueAt, Date.now())) });
  } catch (e) {
    if ((e as { code?: string }).code === 'functions/task-already-exists') return;
    logger.warn(`timer ${id} (${task.kind} ${task.sn}) not queued; the sweep will check it`, { error: String(e) });
  }
}
