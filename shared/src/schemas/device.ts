import { z } from 'zod';
import { SampleSchema } from './sample.js';
import { SensorConfigSchema } from './sensorConfig.js';
import { TimeMsSchema } from './time.js';

/** Kinds of device a system holds (docs/DATA_MODEL.md). */
export const DEVICE_TYPES = ['SENSOR', 'GATEWAY', 'VIRTUAL'] as const;
/** One of DEVICE_TYPES. */
export const DeviceTypeSchema = z.enum(DEVICE_TYPES);
/** DeviceType as DeviceTypeSchema parses it. */
export type DeviceType = z.infer<typeof DeviceTypeSchema>;

/** Derived state, written by functions only, in the same write as `sample` (docs/DATA_MODEL.md). */
export const DeviceStateSchema = z.object({
  sampleTime: TimeMsSchema.nullable(),
  online: z.boolean(),
  lastSeen: TimeMsSchema.nullable(),
  errorCode: z.number().int().nullable(),
  errorText: z.string().nullable(),
  display: z.array(z.string()),
  alarm: z.array(z.string()).default([]),
});
/** DeviceState as DeviceStateSchema parses it. */
export type DeviceState = z.infer<typeof DeviceStateSchema>;

/** system/{sid}/devices/{sn} */
export const DeviceSchema = z.object({
  type: DeviceTypeSchema,
  sn: z.string().min(1),
  alias: z.string().default(''),
  tags: z.array(z.string()).default([]),
  labels: z.array(z.string()).default([]),
  config: SensorConfigSchema.default({}),
  info: z.record(z.string(), z.unknown()).optional(),
  sample: SampleSchema.nullable().optional(),
  state: DeviceStateSchema.optional(),
});
/** Device as DeviceSchema parses it. */
export type Device = z.infer<typeof DeviceSchema>;
