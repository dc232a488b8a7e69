import type { PostPlan } from '../domain/retryPolicy.js';
import { OutboundRefusedError, guardedPost } from './outbound.js';

export interface PostResult {
  status: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * POSTs a JSON body through the outbound guard (data/outbound.ts), retrying network failures,
 * timeouts and the answers `plan.retry` calls retryable after its delays (domain/retryPolicy.ts).
 * Resolves with the first 2xx; throws an Error saying what the last attempt got otherwise.
 */
export async function postJsonWithRetries(url: string, body: string, plan: PostPlan): Promise<PostResult> {
  const delays = plan.retry.delaysMs;
  let lastError = '';
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
    try {
      // Every outbound request goes through the guard; the receiver's reply body is never kept.
      const result = await guardedPost(url, body, plan.headers ?? {}, { timeoutMs: plan.timeoutMs });
      if (result.status >= 200 && result.status < 300) return result;
      lastError = `${url} answered ${result.status}`;
      if (!plan.retry.retryable(result.status)) break;
    } catch (e) {
      // A refused URL stays refused: no retry, and the attempt count would only mislead.
      if (e instanceof OutboundRefusedError) throw new Error(`${url}: ${e.message}`);
      lastError = `${url}: ${e instanceof Error ? e.message : String(e)}`;
    }
  }
  const attempts = delays.length + 1;
  throw new Error(`${lastError} (after ${attempts === 1 ? '1 attempt' : `up to ${attempts} attempts`})`);
}

/**
 * One POST to a service the operators configured (not a URL a user typed), reading its JSON
 * answer: the geolocation lookup. Never used for user-supplied URLs, which go through
 * postJsonWithRetries and keep no answer. Throws on a network failure, timeout or non-2xx.
 */
export async function postToConfiguredService(url: string, body: string, timeoutMs: number): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(timeoutMs),
    redirect: 'error',
  });
  if (!res.ok) throw new Error(`the service answered ${res.status}`);
  return res.text();
}
