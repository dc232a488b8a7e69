import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sweepEscalations } from '../data/escalation.js';

/** Every minute: alarms still unacknowledged when their rule's escalation time comes go to its second channel. */
export async function runEscalationSweep(nowMs: number = Date.now()): Promise<string[]> {
  return sweepEscalations(nowMs);
}

export const escalationSweep = onSchedule('every 1 minutes', async () => {
  await runEscalationSweep();
});
