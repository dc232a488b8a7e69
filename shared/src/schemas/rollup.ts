import { z } from 'zod';

/** Running totals of one value over a period: mean = sum / count. */
export const ValueStatsSchema = z.object({
  min: z.number(),
  max: z.number(),
  sum: z.number(),
  count: z.number().int().min(0),
});
/** ValueStats as ValueStatsSchema parses it. */
export type ValueStats = z.infer<typeof ValueStatsSchema>;

/** system/{sid}/devices/{sn}/rollups/{day}: the day's stats per value index, and 24 hourly buckets. */
export const RollupSchema = z.object({
  /** UTC day, YYYY-MM-DD (also the document id). */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  values: z.record(z.string(), ValueStatsSchema).default({}),
  /** Hour "0".."23" → value index → stats. */
  hours: z.record(z.string(), z.record(z.string(), ValueStatsSchema)).default({}),
});
/** Rollup as RollupSchema parses it. */
export type Rollup = z.infer<typeof RollupSchema>;
