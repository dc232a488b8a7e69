import { SWEEP_TOPIC } from '../domain/systemJobs.js';
import { fanOutSweep, sweepFromMessage } from '../workflows/offlineSweep.js';
import { everyFiveMinutes, systemJobTrigger } from './systemJob.js';

/**
 * Every 5 minutes: one message per system (workflows/offlineSweep.ts `fanOutSweep`), each swept
 * by `systemSweep`: offline sensors and gateways, returns, and delayed alarms whose delay ran out
 * (the exact timers' safety net).
 */
export async function runOfflineSweep(nowMs: number = Date.now()): Promise<number> {
  return fanOutSweep(nowMs);
}

export const offlineSweep = everyFiveMinutes('offlineSweep', runOfflineSweep);

/** One system's offline sweep. */
export const systemSweep = systemJobTrigger('systemSweep', SWEEP_TOPIC, sweepFromMessage);
