import { onSchedule } from 'firebase-functions/v2/scheduler';
import { sweepAllSystems } from '../workflows/offlineSweep.js';

/** Every 5 minutes: offline sensors and gateways, returns, and delayed alarms whose delay ran out. */
export async function runOfflineSweep(nowMs: number = Date.now()): Promise<void> {
  await sweepAllSystems(nowMs);
}

export const offlineSweep = onSchedule('every 5 minutes', async () => runOfflineSweep());
