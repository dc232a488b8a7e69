import { CONNECTION_STATUS, PROTOCOL_VERSIONS } from '../catalogues/statuses.js';
import type { CellInfo } from './gatewayInfo.js';
import { z } from 'zod';

/** Largest batch one POST to /ingest may carry. */
export const INGEST_MAX_SAMPLES = 500;
/** Most raw values one sample may carry. */
export const INGEST_MAX_VALUES = 32;
/** How far in the future a sample time may be (clock skew of a gateway), ms: a minute. */
export const INGEST_MAX_FUTURE_MS = 60 * 1000;
/** Earliest sample time accepted: 2020-01-01T00:00:00Z. Anything earlier is a wrong clock or seconds. */
export const INGEST_MIN_TIME_MS = Date.UTC(2020, 0, 1);
/**
 * Largest /ingest body, bytes: a full batch (500 samples of 32 values, each written out at length)
 * fits in about 0.5 MB; anything far beyond that is not a gateway post.
 */
export const INGEST_MAX_BODY_BYTES = 1024 * 1024;
/** Serial numbers (sensors and gateways): letters, digits, `-`, `_`, `.` and `:`; never `/`, `..` or `__x__`. */
export const SERIAL_PATTERN = /^(?!.*\.\.)(?!__.*__$)[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/**
 * Printable text (a firmware version): letters, digits, punctuation, symbols and plain spaces.
 * Control characters, bidi overrides and isolates, zero-width and other format characters are
 * refused: a firmware string is shown on device pages and in CSV exports, where a U+202E would
 * turn the text around and a control character would break the line.
 */
export const PRINTABLE_TEXT_PATTERN = /^[\p{L}\p{M}\p{N}\p{P}\p{S} ]+$/u;
const printable = (what: string, max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(PRINTABLE_TEXT_PATTERN, `${what} may hold only printable characters (no control or bidi characters)`);

/**
 * Ranges of a gateway's cell (3GPP): country and network codes are 3 digits, a cell id at most
 * 28 bits (LTE's E-UTRAN cell id), a location area code 16 bits, a tracking area code 24 bits
 * (5G's; LTE's are 16). A value outside is not a cell, and would be sent to the geolocation
 * service as it is.
 */
export const CELL_RANGES = {
  homeMobileCountryCode: { min: 0, max: 999 },
  homeMobileNetworkCode: { min: 0, max: 999 },
  cellId: { min: 0, max: 268_435_455 },
  locationAreaCode: { min: 0, max: 65_535 },
  LteTracAreaCode: { min: 0, max: 16_777_215 },
} as const;
/** Signal strength a gateway or sensor reports, dBm. */
export const RSSI_RANGE = { min: -200, max: 0 } as const;

const inRange = (field: keyof typeof CELL_RANGES) => {
  const { min, max } = CELL_RANGES[field];
  return z
    .number()
    .int(`${field} must be an integer`)
    .min(min, `${field} must be ${min}–${max}`)
    .max(max, `${field} must be ${min}–${max}`);
};
const rssi = z.number().min(RSSI_RANGE.min, 'rssi must be -200–0 dBm').max(RSSI_RANGE.max, 'rssi must be -200–0 dBm');

/** A gateway's cell as it posts it: the stored cell's fields, each in its range. Unknown fields are refused. */
export const IngestCellSchema = z.strictObject({
  homeMobileCountryCode: inRange('homeMobileCountryCode'),
  homeMobileNetworkCode: inRange('homeMobileNetworkCode'),
  cellId: inRange('cellId'),
  rssi: rssi.optional(),
  locationAreaCode: inRange('locationAreaCode'),
  LteTracAreaCode: inRange('LteTracAreaCode').optional(),
}) satisfies z.ZodType<CellInfo>;

const serial = (what: string) =>
  z.string().min(1).max(64).regex(SERIAL_PATTERN, `${what} may hold only letters, digits and . _ : - (at most 64)`);

/** A sample time: an integer of milliseconds since the epoch, not before 2020. */
const SampleTimeSchema = z
  .number()
  .int('time must be an integer number of milliseconds since the epoch')
  .min(INGEST_MIN_TIME_MS, 'time must be milliseconds since the epoch (not seconds), from 2020 on');

/** One sample as a gateway posts it: the sensor's raw readings. Unknown fields are refused. */
export const IngestSampleSchema = z.strictObject({
  sn: serial('sn'),
  time: SampleTimeSchema,
  rawValues: z.array(z.number().finite().nullable()).min(1).max(INGEST_MAX_VALUES),
  status: z.number().int().optional(),
  rssi: rssi.optional(),
  /** The sensor's battery level, percent (kept in history, so a rule can watch it). */
  battery: z
    .number()
    .min(0, 'battery must be a percentage, 0–100')
    .max(100, 'battery must be a percentage, 0–100')
    .optional(),
  /** The sensor's firmware version and radio protocol: kept on its device when they change. */
  firmware: printable('firmware', 64).optional(),
  protocol: z.enum(PROTOCOL_VERSIONS).optional(),
});
/** IngestSample as IngestSampleSchema parses it. */
export type IngestSample = z.infer<typeof IngestSampleSchema>;

/** Connection status codes a gateway may report (the catalogue's -1…4, docs/CATALOGUES.md). */
const CONNECTION_CODES = Object.keys(CONNECTION_STATUS).map(Number);

/**
 * What a gateway says of itself in a post (docs/GATEWAY_PROTOCOL.md): its connection status, its
 * cell, its own signal, firmware, and whether it is on Ethernet. Unknown fields are refused.
 */
export const IngestGatewaySchema = z.strictObject({
  status: z
    .number()
    .int()
    .refine((n) => CONNECTION_CODES.includes(n), `status must be one of ${CONNECTION_CODES.join(', ')}`)
    .optional(),
  cell: IngestCellSchema.optional(),
  rssi: rssi.optional(),
  firmware: printable('firmware', 64).optional(),
  ethernet: z.boolean().optional(),
});
/** IngestGateway as IngestGatewaySchema parses it. */
export type IngestGateway = z.infer<typeof IngestGatewaySchema>;

/**
 * Body of POST /ingest. The key travels in the Authorization header, not here. Unknown fields are
 * refused. A post with a `gateway` object may carry no samples (a heartbeat).
 */
export const IngestRequestSchema = z
  .strictObject({
    gatewaySn: serial('gatewaySn'),
    samples: z.array(IngestSampleSchema).max(INGEST_MAX_SAMPLES).default([]),
    gateway: IngestGatewaySchema.optional(),
  })
  .superRefine((r, ctx) => {
    if (r.samples.length === 0 && !r.gateway) {
      ctx.addIssue({ code: 'custom', path: ['samples'], message: 'Post at least one sample, or a gateway object' });
    }
  });
/** IngestRequest as IngestRequestSchema parses it. */
export type IngestRequest = z.infer<typeof IngestRequestSchema>;

/** What /ingest publishes on the Pub/Sub topic `samples`. */
export const SamplesMessageSchema = z.object({
  gatewaySn: z.string().min(1),
  gateway: IngestGatewaySchema.optional(),
  samples: z.array(IngestSampleSchema).min(1),
  systemId: z.string().min(1),
  receivedAt: z.number().int().positive(),
  /** When the system's rules last changed (from the gateway's key document): tells the store path its cached rules are stale. */
  configVersion: z.number().optional(),
  /** Whether the gateway is marked online (from its key document): when not, the store path marks it. */
  gatewayOnline: z.boolean().optional(),
  /** How many times the store path took this batch before and failed (it republishes it; STORE_MAX_ATTEMPTS). */
  attempt: z.number().int().min(0).optional(),
});
/** SamplesMessage as SamplesMessageSchema parses it. */
export type SamplesMessage = z.infer<typeof SamplesMessageSchema>;

/** The Pub/Sub topic ingest publishes to. */
export const SAMPLES_TOPIC = 'samples';
