import { logger } from 'firebase-functions/v2';
import { onTaskDispatched, type Request } from 'firebase-functions/v2/tasks';
import { runtimeOf } from '../domain/functionSettings.js';
import { TimerTaskSchema } from '../domain/timers.js';
import { runTimer } from '../workflows/timers.js';

/** One timer delivered, whichever queue it came from. */
async function handle(request: Request): Promise<void> {
  const parsed = TimerTaskSchema.safeParse(request.data);
  if (!parsed.success) {
    // A malformed task never becomes valid: logged and dropped rather than retried.
    logger.error('dueTimer: malformed task', { issues: parsed.error.issues.length });
    return;
  }
  await runTimer(parsed.data);
}

/**
 * A rule's delay or a device's offline deadline falling due (workflows/timers.ts). Four queues,
 * one per function, each timer on the one its id picks (domain/timerQueues.ts: Cloud Tasks
 * dispatches at most 500/s per queue). They live in us-central1 with the other functions: the
 * Admin SDK enqueues there (data/timers.ts), and it is the only region whose queues the Functions
 * emulator finds (firebase-tools#8102). A failed run is retried; every check is idempotent.
 */
const timerQueue = () =>
  onTaskDispatched(
    {
      ...runtimeOf('dueTimer'),
      retryConfig: { maxAttempts: 5, minBackoffSeconds: 10 },
      // Cloud Tasks' per-queue ceiling, stated rather than left to a default that could change;
      // 1,000 in flight fits 100 instances × 80 with room (domain/functionSettings.ts).
      rateLimits: { maxDispatchesPerSecond: 500, maxConcurrentDispatches: 1_000 },
    },
    handle,
  );

export const dueTimer = timerQueue();
export const dueTimer2 = timerQueue();
export const dueTimer3 = timerQueue();
export const dueTimer4 = timerQueue();
