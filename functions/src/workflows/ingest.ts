import { INGEST_MAX_BODY_BYTES, SAMPLES_TOPIC } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { knownSensorSns } from '../data/devices.js';
import { meter } from '../data/meter.js';
import { readGatewayCredential, recordGatewayReport } from '../data/gatewayInfo.js';
import { recordGatewayHeard } from '../data/gatewayHeard.js';
import { localStackStopping } from '../data/localStop.js';
import { publishJson } from '../data/pubsub.js';
import { spendRateLimit } from '../data/rateLimits.js';
import { RATE_LIMITS, countAttempt, rateLimitKey, tooManyAttempts } from '../domain/rateLimit.js';
import {
  gatewayHeardReads,
  newestSampleOf,
  planGatewayHeard,
  type HeardInfo,
  type HeardPost,
} from '../domain/gatewayHeard.js';
import { heardInfoOf, ownGatewayReportChanges } from '../domain/gatewayReport.js';
import { checkGatewayKey, checkSamples, parseIngestBody, samplesMessage } from '../domain/ingestRequest.js';

/** What the ingest trigger hands over of an HTTP request. */
export interface IngestHttpRequest {
  method: string;
  isJson: boolean;
  bodyBytes: number;
  body: unknown;
  authorization: string | undefined;
}

/** The reply: always a JSON body (an error names the problem, never internals). */
export interface IngestReply {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}

/**
 * POST /ingest (docs/PIPELINE.md): checks the request in order — method, size, JSON, body shape
 * (serials checked against a safe pattern before any Firestore access), gateway key, sensors and
 * times — then publishes the batch on `samples`. A 202 means the batch is on the topic; the
 * store path takes it from there with retries, so nothing accepted is dropped.
 */
export async function acceptIngest(req: IngestHttpRequest, nowMs: number): Promise<IngestReply> {
  if (req.method !== 'POST') return { status: 405, body: { error: 'Use POST' }, headers: { Allow: 'POST' } };
  if (req.bodyBytes > INGEST_MAX_BODY_BYTES) {
    return {
      status: 413,
      body: { error: `Body is larger than ${INGEST_MAX_BODY_BYTES} bytes; post at most 500 samples` },
    };
  }
  if (!req.isJson) return { status: 415, body: { error: 'Content-Type must be application/json' } };
  const parsed = parseIngestBody(req.body);
  if (!parsed.ok) {
    const { status, ...body } = parsed.error;
    return { status, body };
  }
  const { request } = parsed;
  const credential = await readGatewayCredential(request.gatewaySn);
  const authError = checkGatewayKey(req.authorization, credential);
  if (authError || !credential) {
    // Wrong keys are counted per gateway serial (docs/THREAT_MODEL.md, "Rate limits"): past the
    // limit, 429 with Retry-After. A right key is never refused: knowing a serial must not let
    // anyone lock its gateway out.
    const attempt = await spendRateLimit(rateLimitKey('ingestWrongKey', request.gatewaySn), (c) =>
      countAttempt(c, RATE_LIMITS.ingestWrongKey, nowMs),
    );
    if (!attempt.allowed) return tooManyAttempts(attempt.retryAfterMs);
    const { status, ...body } = authError ?? { status: 401, error: 'Unknown gateway or wrong key' };
    return { status, body };
  }
  const known = await knownSensorSns(
    credential.systemId,
    request.samples.map((s) => s.sn),
    credential.keyDocument ? { sn: request.gatewaySn, listed: credential.sensors } : undefined,
  );
  const sampleError = checkSamples(request, known, nowMs);
  if (sampleError) {
    const { status, ...body } = sampleError;
    return { status, body };
  }
  const { gateway } = request;
  // The gateway's own report (a heartbeat may carry nothing else): written only when it changed
  // (its signal only when its bars do); the note counts the signal this post reported.
  const stored = gateway
    ? await recordGatewayReport(request.gatewaySn, credential.systemId, (s) =>
        ownGatewayReportChanges(credential.systemId, s, gateway),
      )
    : undefined;
  const reported = gateway && stored ? { info: heardInfoOf(stored.info, gateway) } : undefined;
  // The note beside the publish, and both finished before the reply (a function's work after its
  // reply is not guaranteed to run); a failed publish is then the 503 to post again.
  const [published] = await Promise.allSettled([
    request.samples.length > 0
      ? publishJson(SAMPLES_TOPIC, samplesMessage(request, credential.systemId, nowMs, credential))
      : undefined,
    noteHeard(
      credential.systemId,
      request.gatewaySn,
      { at: nowMs, newestSample: newestSampleOf(request.samples) },
      reported,
    ),
  ]);
  if (published.status === 'rejected') throw published.reason;
  const messageId = published.value;
  return { status: 202, body: { accepted: request.samples.length, ...(messageId ? { messageId } : {}) } };
}

/**
 * Notes the gateway as heard on its device when due (domain/gatewayHeard.ts: every minute while
 * nothing else records it, else every quarter of an hour; its reportedAt and its signal in its
 * rollup, one write), its signal from this post's own report when it carried one (`reported`),
 * else from its info as stored. Best effort: the samples are accepted whether or not this
 * bookkeeping succeeds (a failure is logged; the next post notes it).
 */
async function noteHeard(
  systemId: string,
  gatewaySn: string,
  post: HeardPost,
  reported: { info: HeardInfo | undefined } | undefined,
): Promise<void> {
  try {
    await recordGatewayHeard(systemId, gatewaySn, {
      reads: (device) => gatewayHeardReads(device, post, reported !== undefined),
      plan: (read) => planGatewayHeard(systemId, gatewaySn, reported ? { ...read, info: reported.info } : read, post),
    });
  } catch (e) {
    logger.warn(`ingest: ${gatewaySn} not noted as heard`, { error: String(e) });
  }
}

/** How long a gateway should wait before posting again after a 503 (a busy moment, not an outage). */
export const RETRY_AFTER_S = 5;

/**
 * How long a gateway should wait after a 503 of a stopping local stack: about what a restart of
 * `npm start` takes, so its posts are not spent on a stack that is not there yet.
 */
export const STOPPING_RETRY_AFTER_S = 60;

/**
 * The reply while the local stack stops (data/localStop.ts): nothing more is accepted, so that
 * everything answered 202 is stored before the data is saved (scripts/stop/).
 */
export const STOPPING_REPLY: IngestReply = {
  status: 503,
  body: {
    error: 'The server is stopping; post these samples again once it is back',
    retryAfterSeconds: STOPPING_RETRY_AFTER_S,
  },
  headers: { 'Retry-After': String(STOPPING_RETRY_AFTER_S) },
};

/**
 * acceptIngest for the trigger: refused while the local stack stops, and an unexpected failure is
 * a 503 to post again (details logged only).
 */
export async function handleIngest(req: IngestHttpRequest, nowMs: number): Promise<IngestReply> {
  if (localStackStopping()) return STOPPING_REPLY;
  try {
    return await acceptIngest(req, nowMs);
  } catch (e) {
    // The details go to the log only: a caller never sees a stack trace or a document path.
    logger.error('ingest failed', { error: e instanceof Error ? e.stack : String(e) });
    return {
      status: 503,
      body: { error: 'Samples could not be accepted just now; post them again', retryAfterSeconds: RETRY_AFTER_S },
      headers: { 'Retry-After': String(RETRY_AFTER_S) },
    };
  } finally {
    meter.flush('ingest', 0);
  }
}
