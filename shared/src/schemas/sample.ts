import { z } from 'zod';
import { TimeMsSchema } from './time.js';

/** One reading list; a value a sensor could not produce is null. */
export const ValueListSchema = z.array(z.number().finite().nullable());

/** The fields of a stored sample, as a document holds them (SampleSchema reads them). */
const StoredSampleSchema = z.object({
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
  /**
   * Every gateway that heard it, with when and how well. A history document heard by its posting
   * gateway alone leaves it out (compactSightings): it is that gateway at the sample's time and
   * rssi, and SampleSchema puts it back on reading.
   */
  gateways: z.record(z.string(), z.object({ time: TimeMsSchema, rssi: z.number().finite().optional() })).optional(),
});

/** The one sighting a sample heard by its posting gateway alone carries (gatewaySn, at its time, with its rssi). */
const postingSighting = (s: Pick<z.infer<typeof StoredSampleSchema>, 'time' | 'rssi' | 'gatewaySn'>) =>
  s.gatewaySn === undefined
    ? undefined
    : { [s.gatewaySn]: { time: s.time, ...(s.rssi !== undefined ? { rssi: s.rssi } : {}) } };

/**
 * A stored sample (docs/DATA_MODEL.md): the latest one on the device, every one in history. A
 * history document without `gateways` was heard by its posting gateway alone: read with it.
 */
export const SampleSchema = StoredSampleSchema.transform((s) =>
  s.gateways !== undefined || s.gatewaySn === undefined ? s : { ...s, gateways: postingSighting(s) },
);
/** Sample as SampleSchema parses it. */
export type Sample = z.infer<typeof SampleSchema>;

/**
 * A sample as its history document stores it: without `gateways` when that is only the posting
 * gateway's own sighting (SampleSchema reads it back), about a tenth of a raw sample's stored size.
 */
export function compactSightings<T extends Pick<Sample, 'time' | 'rssi' | 'gatewaySn' | 'gateways'>>(
  sample: T,
): Omit<T, 'gateways'> | T {
  const entries = Object.entries(sample.gateways ?? {});
  const [sn, seen] = entries[0] ?? [];
  const onlyOwn =
    entries.length === 1 && sn === sample.gatewaySn && seen?.time === sample.time && seen.rssi === sample.rssi;
  if (!onlyOwn) return sample;
  const { gateways: _own, ...rest } = sample;
  return rest;
}

/**
 * History document ids (`devices/{sn}/samples/{id}`): the sample time in ms as 13 digits, so the
 * ids sort as the times do (2001–2286) and a time range is a range of ids, which Firestore serves
 * without any index of `time`. A bound outside those years is clamped.
 */
export const samplePaths = {
  id: (timeMs: number): string =>
    String(Math.min(9_999_999_999_999, Math.max(0, Math.floor(timeMs)))).padStart(13, '0'),
};
