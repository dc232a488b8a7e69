import { isRetryableStatus, retryDelaysMs } from '../domain/webhookSignature.js';

export interface PostOptions {
  headers?: Record<string, string>;
  timeoutMs: number;
  /** Further attempts after the first, with exponential backoff from backoffMs. */
  retries: number;
  backoffMs: number;
}

export interface PostResult {
  status: number;
  text: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One POST with a timeout; throws on a network failure or timeout. */
async function postOnce(url: string, body: string, options: PostOptions): Promise<PostResult> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...options.headers },
    body,
    signal: AbortSignal.timeout(options.timeoutMs),
    redirect: 'error',
  });
  return { status: res.status, text: await res.text() };
}

/** Human-readable reason of a failed attempt. */
function failureText(url: string, e: unknown): string {
  if (e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')) return `${url}: timed out`;
  const cause = e instanceof Error && e.cause instanceof Error ? ` (${e.cause.message})` : '';
  return `${url}: ${e instanceof Error ? e.message : String(e)}${cause}`;
}

/**
 * POSTs a JSON body, retrying network failures, timeouts, 408, 429 and 5xx with backoff.
 * Resolves with the first 2xx; throws an Error saying what the last attempt got otherwise
 * (a 4xx other than 408/429 is not retried: the receiver refused the request).
 */
export async function postJsonWithRetries(url: string, body: string, options: PostOptions): Promise<PostResult> {
  const delays = retryDelaysMs(options.retries, options.backoffMs);
  let lastError = '';
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
    try {
      const result = await postOnce(url, body, options);
      if (result.status >= 200 && result.status < 300) return result;
      lastError = `${url} answered ${result.status}${result.text ? `: ${result.text.slice(0, 200)}` : ''}`;
      if (!isRetryableStatus(result.status)) break;
    } catch (e) {
      lastError = failureText(url, e);
    }
  }
  const attempts = delays.length + 1;
  throw new Error(`${lastError} (after ${attempts === 1 ? '1 attempt' : `up to ${attempts} attempts`})`);
}
