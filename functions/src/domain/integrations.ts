import { randomBytes } from 'node:crypto';
import type { Device, Sample } from '@neuron/shared';
import { hashGatewayKey } from './secretKeys.js';
import { outboundGuardFrom } from './outboundGuard.js';
import { retryPolicy, type PostPlan } from './retryPolicy.js';
import { WEBHOOK_SIGNATURE_HEADER, signWebhookBody } from './webhookSignature.js';

/** Header naming the integration a forwarded sample comes from. */
export const INTEGRATION_HEADER = 'x-neuron-integration';

/** A new signing secret or API key: 32 random bytes, base64url; shown once, then only functions (or a hash) keep it. */
export function newIntegrationSecret(prefix: 'nws' | 'nrk'): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/** SHA-256 hex of an API key: only this is stored. */
export const hashApiKey = hashGatewayKey;

/** The JSON a forwarding webhook receives for one stored sample. */
export function forwardedSampleBody(systemId: string, sn: string, sample: Sample): string {
  return JSON.stringify({ systemId, sn, sample });
}

/** Headers of a forwarded sample: its send time and the body signed under the integration's secret (webhookSignature.ts). */
export function forwardHeaders(
  secret: string,
  integrationId: string,
  body: string,
  nowMs: number,
): Record<string, string> {
  return {
    [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(secret, body, nowMs),
    [INTEGRATION_HEADER]: integrationId,
  };
}

/**
 * How a forwarded sample is posted: its signed headers, and the timeout and retries of the
 * environment (INTEGRATION_TIMEOUT_MS / _RETRIES / _BACKOFF_MS; 5 s, 3 retries from 500 ms).
 */
export function forwardPostPlan(headers: Record<string, string>, env: Record<string, string | undefined>): PostPlan {
  const n = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);
  return {
    headers,
    timeoutMs: n(env.INTEGRATION_TIMEOUT_MS, 5000),
    retry: retryPolicy(n(env.INTEGRATION_RETRIES, 3), n(env.INTEGRATION_BACKOFF_MS, 500)),
    guard: outboundGuardFrom(env),
  };
}

/** Write `lastDelivery` at most once a minute per integration (a sample every few seconds must not cost a write each). */
export const LAST_DELIVERY_RESOLUTION_MS = 60_000;

/** Whether a delivery's outcome needs writing on the integration document. */
export function deliveryNeedsWrite(
  stored: { lastDelivery: number | null; lastError: string | null },
  outcome: { ok: boolean; error?: string },
  nowMs: number,
): boolean {
  if (!outcome.ok) return stored.lastError !== (outcome.error ?? null);
  return (
    stored.lastError !== null ||
    stored.lastDelivery === null ||
    nowMs - stored.lastDelivery >= LAST_DELIVERY_RESOLUTION_MS
  );
}

/** One device as the read API returns it: latest values and state, nothing internal. */
export function apiDevice(device: Device) {
  return {
    sn: device.sn,
    type: device.type,
    alias: device.alias,
    tags: device.tags,
    sample: device.sample ? { time: device.sample.time, values: device.sample.values } : null,
    state: device.state
      ? {
          online: device.state.online,
          lastSeen: device.state.lastSeen,
          display: device.state.display,
          alarm: device.state.alarm,
          errorText: device.state.errorText,
        }
      : null,
  };
}
