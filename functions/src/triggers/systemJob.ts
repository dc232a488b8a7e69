import { logger } from 'firebase-functions/v2';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runtimeOf, type FunctionName } from '../domain/functionSettings.js';
import { SystemJobMessageSchema, type SystemJobMessage } from '../domain/systemJobs.js';

// A scheduled job that visits systems (domain/systemJobs.ts) is two functions: a scheduled run
// that fans out one message per system, and a Pub/Sub trigger that handles one system's message.

/**
 * The per-system half of a scheduled job (domain/systemJobs.ts): a Pub/Sub trigger on `topic`
 * that parses one system's message and hands it to `handle`. A malformed message is logged and
 * dropped; a failure is not retried by Pub/Sub (the job's next scheduled run is the retry, and a
 * redelivery storm over every system is what the fan-out avoids).
 */
export function systemJobTrigger(
  name: FunctionName,
  topic: string,
  handle: (message: SystemJobMessage) => Promise<void>,
) {
  return onMessagePublished({ ...runtimeOf(name), topic }, async (event) => {
    const parsed = SystemJobMessageSchema.safeParse(event.data.message.json);
    if (!parsed.success) {
      logger.error(`${name}: malformed message`, { issues: parsed.error.issues.length });
      return;
    }
    await handle(parsed.data);
  });
}

/**
 * The scheduled half of such a job: every 5 minutes, `fanOut` at the run's time (it lists the
 * systems the job concerns and publishes one message each).
 */
export function everyFiveMinutes(name: FunctionName, fanOut: (nowMs: number) => Promise<unknown>) {
  return onSchedule({ ...runtimeOf(name), schedule: 'every 5 minutes' }, async () => {
    await fanOut(Date.now());
  });
}
