import { z } from 'zod';

// The scheduled jobs that visit systems, fanned out (docs/SCALE.md, "Work that grows with the
// fleet"): each job's scheduled run only lists the systems it concerns and publishes one message
// per system on its own topic; each message is one bounded run over that one system.

/** The offline sweep (`offlineSweep` → `systemSweep`): every system's devices and delayed alarms. */
export const SWEEP_TOPIC = 'sweep-system';
/** The early warnings (`earlyWarningSweep` → `systemEarlyWarnings`): systems with an early-warning rule. */
export const EARLY_WARNING_TOPIC = 'early-warning-system';
/** The ends of maintenance windows (`maintenanceWindowEnds` → `systemMaintenanceEnds`): systems with a window. */
export const MAINTENANCE_END_TOPIC = 'maintenance-end-system';

/** Systems (or documents naming them) listed per page by a scheduled run (one query, one publish each). */
export const SWEEP_PAGE_SIZE = 500;

/** One system to visit, as the scheduled run saw the clock (its "now", so a test can inject one). */
export const SystemJobMessageSchema = z.object({
  systemId: z.string().min(1),
  nowMs: z.number().int(),
});
export type SystemJobMessage = z.infer<typeof SystemJobMessageSchema>;
