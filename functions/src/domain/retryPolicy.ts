import { isRetryableStatus, retryDelaysMs } from './webhookSignature.js';

/** How an outbound POST is retried: the wait before each further attempt, and which answers earn one. */
export interface RetryPolicy {
  delaysMs: readonly number[];
  retryable: (status: number) => boolean;
}

/** One outbound POST's headers, timeout and retries, as a workflow decided them (data/http.ts sends it). */
export interface PostPlan {
  headers?: Record<string, string>;
  timeoutMs: number;
  retry: RetryPolicy;
}

/**
 * `retries` further attempts after the first with exponential backoff from `backoffMs`, on
 * network failures, timeouts, 408, 429 and 5xx (a 4xx otherwise is the receiver refusing).
 */
export function retryPolicy(retries: number, backoffMs: number): RetryPolicy {
  return { delaysMs: retryDelaysMs(retries, backoffMs), retryable: isRetryableStatus };
}
