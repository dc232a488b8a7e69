import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sweepEscalations } from '../workflows/escalation.js';
import { runtimeOf } from '../domain/functionSettings.js';

/** Every minute: alarms still unacknowledged when their rule's escalation time comes go to its second channel. */
export const escalationSweep = onSchedule(
  { ...runtimeOf('escalationSweep'), schedule: 'every 1 minutes' },
  async () => {
    await sweepEscalations(Date.now());
  },
);
