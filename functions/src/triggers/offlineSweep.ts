import { logger } from 'firebase-functions/v2';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runtimeOf } from '../domain/functionSettings.js';
import { SWEEP_TOPIC, SweepMessageSchema } from '../domain/sweepMessage.js';
import { fanOutSweep, sweepFromMessage } from '../workflows/offlineSweep.js';

/**
 * Every 5 minutes: one message per system (workflows/offlineSweep.ts `fanOutSweep`), each swept
 * by `systemSweep`: offline sensors and gateways, returns, and delayed alarms whose delay ran out.
 */
export async function runOfflineSweep(nowMs: number = Date.now()): Promise<number> {
  return fanOutSweep(nowMs);
}

export const offlineSweep = onSchedule({ ...runtimeOf('offlineSweep'), schedule: 'every 5 minutes' }, async () => {
  await runOfflineSweep();
});

/**
 * One system's sweep. Not retried by Pub/Sub: the next sweep five minutes on is the retry, and a
 * redelivery storm over every system is what the fan-out avoids.
 */
export const systemSweep = onMessagePublished({ ...runtimeOf('systemSweep'), topic: SWEEP_TOPIC }, async (event) => {
  const parsed = SweepMessageSchema.safeParse(event.data.message.json);
  if (!parsed.success) {
    logger.error('systemSweep: malformed message', { issues: parsed.error.issues.length });
    return;
  }
  await sweepFromMessage(parsed.data);
});
