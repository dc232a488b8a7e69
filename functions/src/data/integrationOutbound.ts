import type { PostPlan } from '../domain/retryPolicy.js';
import { postJsonWithRetries } from './http.js';

/**
 * The one outbound call of the integrations: a signed POST through the outbound guard
 * (`guardedPost`, data/outbound.ts: https, public addresses only), retried as `plan` says
 * (domain/integrations.ts forwardPostPlan) by postJsonWithRetries, the single retry loop around
 * the guard. Only the status comes back: no response body is read or stored.
 */
export async function postForwarded(url: string, body: string, plan: PostPlan): Promise<void> {
  await postJsonWithRetries(url, body, plan);
}
