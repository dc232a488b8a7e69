import { MAINTENANCE_END_TOPIC } from '../domain/systemJobs.js';
import { fanOutMaintenanceEnds, maintenanceEndsFromMessage } from '../workflows/maintenanceEnd.js';
import { everyFiveMinutes, systemJobTrigger } from './systemJob.js';

/**
 * Every 5 minutes: one message per system with a maintenance window
 * (workflows/maintenanceEnd.ts `fanOutMaintenanceEnds`), each handled by `systemMaintenanceEnds`.
 */
export const maintenanceWindowEnds = everyFiveMinutes('maintenanceWindowEnds', fanOutMaintenanceEnds);

/**
 * One system's windows that ended: each ended occurrence's summary, and what it held that is
 * still true, sent once.
 */
export const systemMaintenanceEnds = systemJobTrigger(
  'systemMaintenanceEnds',
  MAINTENANCE_END_TOPIC,
  maintenanceEndsFromMessage,
);
