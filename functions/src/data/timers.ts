import { getApps, initializeApp } from 'firebase-admin/app';
import { getFunctions, type Functions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions/v2';
import type { TimerQueue } from '../domain/timerQueues.js';
import type { TimerTask } from '../domain/timers.js';
import { initAdmin } from './app.js';

/**
 * The Admin SDK's name of a timer queue (domain/timerQueues.ts: one function per queue). Its
 * region is named because the Admin SDK addresses a queue by region, and us-central1 is also the
 * only region whose queues the Functions emulator finds (firebase-tools#8102); the functions run there.
 */
export const timerQueuePath = (queue: TimerQueue) => `locations/us-central1/functions/${queue}`;

/**
 * Queues a timer on `queue` for its due time (`task.dueAt`) with the id the workflow derived (so the same
 * timer set twice is queued once: "already exists" is success). Best effort: a timer that cannot
 * be queued is logged and left to the five-minute sweep, never fails the write that set it.
 */
export async function enqueueTimer(task: TimerTask, id: string, queue: TimerQueue): Promise<void> {
  try {
    await timerFunctions()
      .taskQueue(timerQueuePath(queue))
      .enqueue(task, { id, scheduleTime: new Date(Math.max(task.dueAt, Date.now())) });
  } catch (e) {
    if ((e as { code?: string }).code === 'functions/task-already-exists') return;
    logger.warn(
      `timer ${id} (${task.kind} ${'sn' in task ? task.sn : task.systemId}) not queued; the sweep will check it`,
      {
        error: String(e),
      },
    );
  }
}

/** The account the tasks emulator is told a task is signed by (it checks none). */
const EMULATED_ACCOUNT = 'emulated-service-acct@email.com';

/**
 * The Functions service that queues timers. On the emulators, an app that names its service
 * account: without one the Admin SDK asks the Compute metadata server for it before every
 * enqueue (no answer there: about 2 s each, and a warning), and only then falls back to this one.
 */
function timerFunctions(): Functions {
  initAdmin();
  if (!process.env.CLOUD_TASKS_EMULATOR_HOST) return getFunctions();
  const app =
    getApps().find((a) => a.name === 'timers') ?? initializeApp({ serviceAccountId: EMULATED_ACCOUNT }, 'timers');
  return getFunctions(app);
}
