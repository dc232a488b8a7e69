import type { PostAttempt } from '../domain/sendFailureText.js';
import type { PostPlan } from '../domain/retryPolicy.js';
import { OutboundRefusedError, guardedPost } from './outbound.js';

export interface PostResult {
  status: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * POSTs a JSON body through the outbound guard (data/outbound.ts), retrying network failures,
 * timeouts and the answers `plan.retry` calls retryable after its delays (domain/retryPolicy.ts).
 * Resolves with the first 2xx; otherwise throws an Error whose message is what
 * `plan.retry.failureText` makes of the last attempt (domain/sendFailureText.ts).
 */
export async function postJsonWithRetries(url: string, body: string, plan: PostPlan): Promise<PostResult> {
  const delays = plan.retry.delaysMs;
  const attempts = delays.length + 1;
  let last: PostAttempt = { error: '' };
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
    try {
      // Every outbound request goes through the guard; the receiver's reply body is never kept.
      const result = await guardedPost(url, body, plan.headers ?? {}, { timeoutMs: plan.timeoutMs, guard: plan.guard });
      if (result.status >= 200 && result.status < 300) return result;
      last = { status: result.status };
      if (!plan.retry.retryable(result.status)) break;
    } catch (e) {
      // A refused URL stays refused: no retry.
      if (e instanceof OutboundRefusedError) {
        throw new Error(plan.retry.failureText({ url, last: { refused: e.message }, attempts }));
      }
      last = { error: e instanceof Error ? e.message : String(e) };
    }
  }
  throw new Error(plan.retry.failureText({ url, last, attempts }));
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
