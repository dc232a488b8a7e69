import { z } from 'zod';

/** Largest batch one POST to /ingest may carry. */
export const INGEST_MAX_SAMPLES = 500;
/** How far in the future a sample time may be (clock skew of a gateway), ms. */
export const INGEST_MAX_FUTURE_MS = 5 * 60 * 1000;

/** One sample as a gateway posts it: the sensor's raw readings. */
export const IngestSampleSchema = z.object({
  sn: z.string().min(1).max(64),
  time: z.number().int().positive(),
  rawValues: z.array(z.number().finite().nullable()).min(1).max(32),
  status: z.number().int().optional(),
  rssi: z.number().min(-200).max(0).optional(),
});
/** IngestSample as IngestSampleSchema parses it. */
export type IngestSample = z.infer<typeof IngestSampleSchema>;

/** Body of POST /ingest. The key travels in the Authorization header, not here. */
export const IngestRequestSchema = z.object({
  gatewaySn: z.string().min(1).max(64),
  samples: z.array(IngestSampleSchema).min(1).max(INGEST_MAX_SAMPLES),
});
/** IngestRequest as IngestRequestSchema parses it. */
export type IngestRequest = z.infer<typeof IngestRequestSchema>;

/** What /ingest publishes on the Pub/Sub topic `samples`. */
export const SamplesMessageSchema = IngestRequestSchema.extend({
  systemId: z.string().min(1),
  receivedAt: z.number().int().positive(),
});
/** SamplesMessage as SamplesMessageSchema parses it. */
export type SamplesMessage = z.infer<typeof SamplesMessageSchema>;

/** The Pub/Sub topic ingest publishes to. */
export const SAMPLES_TOPIC = 'samples';
