import { z } from 'zod';
import { COORDINATE_ERRORS, LATITUDE_RANGE, LONGITUDE_RANGE } from '../geo/coordinates.js';

/** Gateway cell info (docs/DATA_MODEL.md). */
export const CellInfoSchema = z.object({
  homeMobileCountryCode: z.number().int(),
  homeMobileNetworkCode: z.number().int(),
  cellId: z.number().int(),
  rssi: z.number().optional(),
  locationAreaCode: z.number().int(),
  LteTracAreaCode: z.number().int().optional(),
});
/** CellInfo as CellInfoSchema parses it. */
export type CellInfo = z.infer<typeof CellInfoSchema>;

/** Latitude -90..90 and longitude -180..180 (docs/CATALOGUES.md). */
export const LocationSchema = z.object({
  lat: z
    .number()
    .min(LATITUDE_RANGE.min, COORDINATE_ERRORS.latitude)
    .max(LATITUDE_RANGE.max, COORDINATE_ERRORS.latitude),
  lng: z
    .number()
    .min(LONGITUDE_RANGE.min, COORDINATE_ERRORS.longitude)
    .max(LONGITUDE_RANGE.max, COORDINATE_ERRORS.longitude),
  accuracy: z.number().min(0).optional(),
});
/** Location as LocationSchema parses it. */
export type Location = z.infer<typeof LocationSchema>;

/**
 * gatewayInfo/{gatewaySn}: the gateway's system and what it last reported, read by members.
 * Written only when what it reports changes: when it was last heard is its device's `reportedAt`
 * (a `lastSeen` older documents still hold is no longer read). Its ingest key's hash lives in
 * gatewayKeys/{gatewaySn}, which only functions read; `keyHash` here is what gateways keyed
 * before that move still carry until their key is rotated.
 */
export const GatewayInfoSchema = z.object({
  systemId: z.string().min(1),
  keyHash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
  cell: CellInfoSchema.optional(),
  location: LocationSchema.optional(),
  status: z.number().int().optional(),
  /** What the gateway last reported of itself on /ingest (written only when it changes). */
  rssi: z.number().optional(),
  firmware: z.string().optional(),
  ethernet: z.boolean().optional(),
});
/** GatewayInfo as GatewayInfoSchema parses it. */
export type GatewayInfo = z.infer<typeof GatewayInfoSchema>;
