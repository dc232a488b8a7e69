import { z } from 'zod';

// The five-minute sweep fanned out (docs/SCALE.md, "Work that grows with the fleet"): the
// scheduled run only lists the systems and publishes one message per system on SWEEP_TOPIC; each
// message is one bounded run (`systemSweep`) over that system's devices, rules and windows.

export const SWEEP_TOPIC = 'sweep-system';

/** Systems listed per page by the scheduled run (one query, one publish each). */
export const SWEEP_PAGE_SIZE = 500;

/** One system to sweep, as the scheduled run saw the clock (its "now", so a test can inject one). */
export const SweepMessageSchema = z.object({
  systemId: z.string().min(1),
  nowMs: z.number().int(),
});
export type SweepMessage = z.infer<typeof SweepMessageSchema>;
