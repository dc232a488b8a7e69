import { logger } from 'firebase-functions/v2';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { runtimeOf, type FunctionName } from '../domain/functionSettings.js';
import { SystemJobMessageSchema, type SystemJobMessage } from '../domain/systemJobs.js';

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
