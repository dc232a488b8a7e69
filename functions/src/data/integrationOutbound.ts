import { postJsonWithRetries } from './http.js';

/** Retries and timeout of a forwarded sample (env INTEGRATION_TIMEOUT_MS / _RETRIES / _BACKOFF_MS). */
function options() {
  const n = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);
  return {
    timeoutMs: n(process.env.INTEGRATION_TIMEOUT_MS, 5000),
    retries: n(process.env.INTEGRATION_RETRIES, 3),
    backoffMs: n(process.env.INTEGRATION_BACKOFF_MS, 500),
  };
}

/**
 * The one outbound call of the integrations: a signed POST through the outbound guard
 * (`guardedPost`, data/outbound.ts: https, public addresses only), retried with backoff by
 * postJsonWithRetries, the single retry loop around the guard. Only the status comes back:
 * no response body is read or stored.
 */
export async function postForwarded(url: string, body: string, headers: Record<string, string>): Promise<void> {
  await postJsonWithRetries(url, body, { headers, ...options() });
}
