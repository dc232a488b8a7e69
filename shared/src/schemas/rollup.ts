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

/** Stats keyed by value index ("0", "1", …) or by gateway serial. */
const StatsByKeySchema = z.record(z.string(), ValueStatsSchema);

/**
 * system/{sid}/devices/{sn}/rollups/{day}: one document per UTC day, for sensors and virtual
 * sensors alike (written by functions only, in the same commit as the history samples they count).
 *
 * - `values`: the day's stats per value index (measurements only: no gaps, no error codes).
 * - `hours`: hour "0".."23" → value index → stats.
 * - `rssi`: the day's signal strength (dBm) per gateway serial: every sighting of a sample through
 *   that gateway that carried an rssi counts once. Charts draw the rssi trend per gateway from it.
 * - `rssiHours`: hour → gateway serial → rssi stats.
 * - `samples`: hour → how many history samples the hour holds (error samples included): equal to
 *   the number of documents in `samples/` with a time in that hour.
 * - `last`: hour → newest sample time counted (ms). Functions use it to tell a new sample from a
 *   replayed one without reading history; clients can ignore it.
 *
 * A replay of a sample time with another value corrects the stats (the old contribution is
 * taken out, the hour recounted from history when the old value was its min or max).
 * Documents written before rssi was kept have no `rssi`, `rssiHours`, `samples` or `last`.
 */
export const RollupSchema = z.object({
  /** UTC day, YYYY-MM-DD (also the document id). */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  values: StatsByKeySchema.default({}),
  hours: z.record(z.string(), StatsByKeySchema).default({}),
  rssi: StatsByKeySchema.default({}),
  rssiHours: z.record(z.string(), StatsByKeySchema).default({}),
  samples: z.record(z.string(), z.number().int().min(0)).default({}),
  last: z.record(z.string(), z.number()).default({}),
});
/** Rollup as RollupSchema parses it. */
export type Rollup = z.infer<typeof RollupSchema>;

/**
 * A stored rollup (a day document, or a device's running `rollup`) as every reader and writer
 * takes it: undefined when absent, and undefined when it is not a rollup, which `onMalformed`
 * hears (with the number of problems: the functions log it, and the day is counted again from new
 * samples). The one parser of stored rollups, so no reader drops a malformed one silently while
 * another logs it.
 */
export function parseStoredRollup(data: unknown, onMalformed?: (issues: number) => void): Rollup | undefined {
  if (data === undefined || data === null) return undefined;
  const parsed = RollupSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  onMalformed?.(parsed.error.issues.length);
  return undefined;
}
