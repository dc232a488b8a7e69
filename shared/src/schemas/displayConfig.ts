import { z } from 'zod/mini';

// The two display configs the sensor math checks on every value shown. Written with zod/mini
// (same core, same parse results as the classic API) so that the client's device list does not
// load zod's classic API to show a value; they are still the one definition, re-exported by
// sensorConfig.ts.

/** Binary display: the `high` text while `ruleHigh` (a condition over `x`) holds, else `low`. */
export const BinaryConfigSchema = z.object({
  ruleHigh: z.string().check(z.minLength(1)),
  high: z.string(),
  low: z.string(),
  pv: z._default(z.int().check(z.gte(0)), 0),
});
/** BinaryConfig as BinaryConfigSchema parses it. */
export type BinaryConfig = z.infer<typeof BinaryConfigSchema>;

/** Digitizer: a value is shown as the text of the highest level whose `min` it reaches. */
export const DigitizerConfigSchema = z.object({
  index: z._default(z.int().check(z.gte(0)), 0),
  levels: z.array(z.object({ min: z.number(), text: z.string() })).check(z.minLength(1)),
});
/** DigitizerConfig as DigitizerConfigSchema parses it. */
export type DigitizerConfig = z.infer<typeof DigitizerConfigSchema>;
