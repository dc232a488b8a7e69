import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sweepEscalations } from '../workflows/escalation.js';

/** Every minute: alarms still unacknowledged when their rule's escalation time comes go to its second channel. */
export const escalationSweep = onSchedule('every 1 minutes', async () => {
  await sweepEscalations(Date.now());
});
