import { z } from 'zod';
import { TimeMsSchema } from './time.js';

/** One reading list; a value a sensor could not produce is null. */
export const ValueListSchema = z.array(z.number().finite().nullable());

/** A stored sample (docs/DATA_MODEL.md): the latest one on the device, every one in history. */
export const SampleSchema = z.object({
  time: TimeMsSchema,
  values: ValueListSchema.default([]),
  rawValues: ValueListSchema.optional(),
  /**
   * The unit of each value as the sensor's config named it when the values were computed (with
   * the values): a value is shown in the unit it was computed in, not relabelled by a later edit.
   * Samples stored before units were kept have none, and show in the current units.
   */
  units: z.array(z.string()).optional(),
  status: z.number().int().optional(),
  rssi: z.number().finite().optional(),
  /** The sensor's battery level, percent, as it reported it with this sample. */
  battery: z.number().min(0).max(100).optional(),
  gatewaySn: z.string().optional(),
  gateways: z.record(z.string(), z.object({ time: TimeMsSchema, rssi: z.number().finite().optional() })).optional(),
});
/** Sample as SampleSchema parses it. */
export type Sample = z.infer<typeof SampleSchema>;
