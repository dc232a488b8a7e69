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
 * The one outbound call of the integrations: a signed POST, retried with backoff. Kept alone
 * in this module so the outbound URL guard replaces it in one place.
 */
export async function postForwarded(url: string, body: string, headers: Record<string, string>): Promise<void> {
  await postJsonWithRetries(url, body, { headers, ...options() });
}
