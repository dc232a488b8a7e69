import { z } from 'zod';

/** A calc entry given as an object: an expression over `x` (the raw value) and named constants. */
export const CalcObjectSchema = z.object({
  expression: z.string().min(1),
  substitutions: z.record(z.string(), z.number().finite()).default({}),
  unit: z.string().optional(),
});

/** A calc entry: a formula string using `x` for the raw value, an object, or null for none. */
export const CalcEntrySchema = z.union([z.string(), CalcObjectSchema, z.null()]);
/** CalcEntry as CalcEntrySchema parses it. */
export type CalcEntry = z.infer<typeof CalcEntrySchema>;

export { BinaryConfigSchema, DigitizerConfigSchema, type BinaryConfig, type DigitizerConfig } from './displayConfig.js';

/** One actuator of a sensor: its name and, when known, its state. */
export const ActuatorSchema = z.object({
  name: z.string(),
  state: z.union([z.number(), z.string(), z.boolean()]).optional(),
});

const LimitListSchema = z.array(z.number().finite().nullable());

/**
 * Sensor config (docs/DATA_MODEL.md). `binary` and `digitizer` are kept loose here on purpose:
 * a broken one must still load, and then show "Check binary config" / "Check digitiser config".
 * Virtual devices add `inputs` (sensor sns, read as v1, v2, …) and `expression`.
 */
export const SensorConfigSchema = z.object({
  si: z.array(z.string()).optional(),
  pv: z.number().int().min(0).optional(),
  calc: z.array(CalcEntrySchema).optional(),
  digitizer: z.unknown().optional(),
  binary: z.unknown().optional(),
  min: LimitListSchema.optional(),
  max: LimitListSchema.optional(),
  actuator: z.union([ActuatorSchema, z.array(ActuatorSchema)]).optional(),
  inputs: z.array(z.string()).optional(),
  expression: z.string().optional(),
});
/** SensorConfig as SensorConfigSchema parses it. */
export type SensorConfig = z.infer<typeof SensorConfigSchema>;
