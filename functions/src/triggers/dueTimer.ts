import { logger } from 'firebase-functions/v2';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { TimerTaskSchema } from '../domain/timers.js';
import { runTimer } from '../workflows/timers.js';

/**
 * A rule's delay or a device's offline deadline falling due (workflows/timers.ts). The queue lives
 * in us-central1 with the other functions: the Admin SDK enqueues there (data/timers.ts), and it is
 * the only region whose queues the Functions emulator finds (firebase-tools#8102). A failed run is
 * retried; every check is idempotent.
 */
export const dueTimer = onTaskDispatched(
  {
    region: 'us-central1',
    timeoutSeconds: 120,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10 },
  },
  async (request) => {
    const parsed = TimerTaskSchema.safeParse(request.data);
    if (!parsed.success) {
      // A malformed task never becomes valid: logged and dropped rather than retried.
      logger.error('dueTimer: malformed task', { issues: parsed.error.issues.length });
      return;
    }
    await runTimer(parsed.data);
  },
);
