import {
  firstFieldIssue,
  INGEST_MAX_FUTURE_MS,
  IngestRequestSchema,
  type GatewayInfo,
  type IngestRequest,
  type SamplesMessage,
} from '@neuron/shared';
import type { ZodError } from 'zod';
import { bearerKey, gatewayKeyMatches } from './secretKeys.js';

/** An /ingest refusal: HTTP status, the field that is wrong (when one is), and why. */
export interface IngestError {
  status: 400 | 401 | 405 | 413 | 415 | 422;
  error: string;
  field?: string;
}

function firstIssue(error: ZodError): IngestError {
  const { field, message } = firstFieldIssue(error);
  return { status: 400, error: message, ...(field ? { field } : {}) };
}

/** Step 1: the body must be a valid ingest request (400 naming the field otherwise). */
export function parseIngestBody(
  body: unknown,
): { ok: true; request: IngestRequest } | { ok: false; error: IngestError } {
  if (body == null || typeof body !== 'object') {
    return { ok: false, error: { status: 400, error: 'Body must be a JSON object' } };
  }
  const parsed = IngestRequestSchema.safeParse(body);
  return parsed.success ? { ok: true, request: parsed.data } : { ok: false, error: firstIssue(parsed.error) };
}

/** Step 2: the Authorization header must carry the gateway's key (401 otherwise; an unknown gateway looks the same). */
export function checkGatewayKey(
  authorization: string | undefined,
  info: Pick<GatewayInfo, 'keyHash'> | undefined,
): IngestError | undefined {
  const key = bearerKey(authorization);
  if (!key) return { status: 401, error: 'Missing gateway key (Authorization: Bearer <key>)', field: 'authorization' };
  if (!info?.keyHash || !gatewayKeyMatches(key, info.keyHash)) {
    return { status: 401, error: 'Unknown gateway or wrong key', field: 'authorization' };
  }
  return undefined;
}

/**
 * Step 3: every sample must name a sensor of the gateway's system and not lie more than
 * INGEST_MAX_FUTURE_MS in the future (422 otherwise, naming the sample).
 */
export function checkSamples(
  request: IngestRequest,
  knownSensorSns: ReadonlySet<string>,
  nowMs: number,
): IngestError | undefined {
  for (const [i, sample] of request.samples.entries()) {
    if (!knownSensorSns.has(sample.sn)) {
      return { status: 422, error: `Unknown sensor '${sample.sn}' in this gateway's system`, field: `samples.${i}.sn` };
    }
    if (sample.time > nowMs + INGEST_MAX_FUTURE_MS) {
      const ahead = Math.round((sample.time - nowMs) / 1000);
      return {
        status: 422,
        error: `Sample time is ${ahead} s in the future (at most ${INGEST_MAX_FUTURE_MS / 1000} s of clock skew is allowed)`,
        field: `samples.${i}.time`,
      };
    }
  }
  return undefined;
}

/** The message published on the `samples` topic for an accepted request. */
export function samplesMessage(
  request: IngestRequest,
  systemId: string,
  nowMs: number,
  known: { configVersion?: number; online?: boolean } = {},
): SamplesMessage {
  const { gateway: _gateway, ...batch } = request;
  return {
    ...batch,
    systemId,
    receivedAt: nowMs,
    ...(known.configVersion != null ? { configVersion: known.configVersion } : {}),
    ...(known.online != null ? { gatewayOnline: known.online } : {}),
  };
}
