import { EARLY_WARNING_TOPIC } from '../domain/systemJobs.js';
import { earlyWarningsFromMessage, fanOutEarlyWarnings } from '../workflows/earlyWarnings.js';
import { everyFiveMinutes, systemJobTrigger } from './systemJob.js';

/**
 * Every 5 minutes: one message per system with an early-warning rule
 * (workflows/earlyWarnings.ts `fanOutEarlyWarnings`), each judged by `systemEarlyWarnings`.
 */
export const earlyWarningSweep = everyFiveMinutes('earlyWarningSweep', fanOutEarlyWarnings);

/** One system's early warnings: each rule's trend judged on the devices it watches. */
export const systemEarlyWarnings = systemJobTrigger(
  'systemEarlyWarnings',
  EARLY_WARNING_TOPIC,
  earlyWarningsFromMessage,
);
