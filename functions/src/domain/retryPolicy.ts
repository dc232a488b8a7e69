import type { OutboundGuard } from './outboundGuard.js';
import { postFailureText } from './sendFailureText.js';
import { isRetryableStatus, retryDelaysMs } from './webhookSignature.js';

/**
 * How an outbound POST is retried: the wait before each further attempt, which answers earn one,
 * and what a POST that never got a 2xx says (domain/sendFailureText.ts).
 */
export interface RetryPolicy {
  delaysMs: readonly number[];
  retryable: (status: number) => boolean;
  failureText: typeof postFailureText;
}

/** One outbound POST's headers, timeout, retries and guard, as a workflow decided them (data/http.ts sends it). */
export interface PostPlan {
  headers?: Record<string, string>;
  timeoutMs: number;
  retry: RetryPolicy;
  /** Which URLs and addresses it may reach (domain/outboundGuard.ts). */
  guard: OutboundGuard;
}

/**
 * `retries` further attempts after the first with exponential backoff from `backoffMs`, on
 * network failures, timeouts, 408, 429 and 5xx (a 4xx otherwise is the receiver refusing).
 */
export function retryPolicy(retries: number, backoffMs: number): RetryPolicy {
  return { delaysMs: retryDelaysMs(retries, backoffMs), retryable: isRetryableStatus, failureText: postFailureText };
}
