import { z } from 'zod';
import { PROTOCOL_VERSIONS } from '../catalogues/statuses.js';
import { RuleDeviceStateSchema } from './eventRule.js';
import { SampleSchema } from './sample.js';
import { SensorConfigSchema } from './sensorConfig.js';
import { TimeMsSchema } from './time.js';
import { DEVICE_TYPES } from '../constants.js';

/** One of DEVICE_TYPES (constants.ts: without zod, so a screen's store can list them without the schemas). */
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

/** The state of a device never heard from (given when it is created; the base of a first state). */
export const NEVER_HEARD_STATE: DeviceState = Object.freeze({
  sampleTime: null,
  online: false,
  lastSeen: null,
  errorCode: null,
  errorText: null,
  display: [],
  alarm: [],
});

/**
 * What a sensor last said of itself in its samples (battery percent, firmware, protocol
 * version), written by functions only; a malformed stored value reads as unknown.
 */
export const SensorFactsSchema = z.object({
  battery: z.number().min(0).max(100).optional().catch(undefined),
  firmware: z.string().optional().catch(undefined),
  protocol: z.enum(PROTOCOL_VERSIONS).optional().catch(undefined),
});
/** SensorFacts as SensorFactsSchema parses it. */
export type SensorFacts = z.infer<typeof SensorFactsSchema>;

/**
 * A gateway's own link as its row shows it (signal bars or Ethernet), from what the gateway last
 * reported of itself (gatewayInfo); written by functions only, when what the row shows changes.
 */
export const GatewayLinkSchema = z.object({
  ethernet: z.boolean(),
  rssi: z.number().nullable(),
});
/** GatewayLink as GatewayLinkSchema parses it. */
export type GatewayLink = z.infer<typeof GatewayLinkSchema>;

/** system/{sid}/devices/{sn} */
export const DeviceSchema = z.object({
  type: DeviceTypeSchema,
  sn: z.string().min(1),
  alias: z.string().default(''),
  /**
   * The name's words in lower case (functions only: nameWords.ts `nameWordsOf`, written whenever
   * the name is set), for looking a device up by a word inside its name (`array-contains`).
   */
  nameWords: z.array(z.string()).optional().catch(undefined),
  tags: z.array(z.string()).default([]),
  labels: z.array(z.string()).default([]),
  // A broken config must not hide the device: it loads as no config (raw values), and the
  // functions put what is wrong in `state.errorText` (sensorConfigError), which the row shows.
  config: SensorConfigSchema.default({}).catch({}),
  info: z.record(z.string(), z.unknown()).optional(),
  facts: SensorFactsSchema.optional().catch(undefined),
  /** Gateways only: their own link (GatewayLinkSchema). */
  link: GatewayLinkSchema.optional().catch(undefined),
  /**
   * Gateways only: when the gateway last reported itself (a post, heartbeats included: its
   * gatewayInfo.lastSeen, to the minute), copied by functions so its row and the system's counts
   * judge its presence by the same rule as the functions (gatewayLastHeard).
   */
  reportedAt: z.number().optional().catch(undefined),
  /**
   * When the way values are computed last changed (ms, oldest first, the newest few): functions
   * record it on each formula edit, so charts and the backtest can say where values mix.
   */
  configChanges: z.array(z.number()).optional().catch(undefined),
  sample: SampleSchema.nullable().optional(),
  state: DeviceStateSchema.optional(),
  /**
   * Each rule's state for this device, by rule id (functions only): kept with the device, so no
   * rule document grows with the devices it watches (docs/DATA_MODEL.md).
   */
  ruleState: z.record(z.string(), RuleDeviceStateSchema).optional().catch(undefined),
});
/**
 * The fields of a device an admin edits (docs/DATA_MODEL.md): written by clients to
 * system/{sid}/deviceEdits/{sn}, whose trigger applies them to the device. The sample path writes
 * the device itself, which has no update trigger, so a stored sample runs no function.
 */
export const DEVICE_EDIT_KEYS = ['alias', 'tags', 'labels', 'config', 'info'] as const;

/** Device as DeviceSchema parses it. */
export type Device = z.infer<typeof DeviceSchema>;
