import type { Sample } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { enabledWebhooks, readIntegrationSecret, recordIntegrationOutcome } from '../data/integrations.js';
import { postForwarded } from '../data/integrationOutbound.js';
import { deliveryNeedsWrite, forwardedSampleBody, forwardHeaders, forwardPostPlan } from '../domain/integrations.js';

/**
 * Forwards newly stored samples of one device to every enabled forwarding webhook of its system,
 * one signed POST per sample (`{systemId, sn, sample}`, each integration's own secret). Called by
 * the store path with the samples its commit created (a repeated delivery creates none, so
 * nothing is forwarded twice). The webhooks and each secret are read once per batch. A failure
 * of one does not stop the others; each outcome lands in that integration's lastDelivery /
 * lastError (lastDelivery at most once a minute).
 */
export async function forwardSamples(
  systemId: string,
  sn: string,
  samples: readonly Sample[],
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  if (samples.length === 0) return;
  const hooks = await enabledWebhooks(systemId);
  await Promise.all(
    hooks.map(async ({ id, integration }) => {
      if (integration.kind !== 'webhook') return;
      let outcome: { ok: boolean; error?: string } = { ok: true };
      const secret = await readIntegrationSecret(systemId, id);
      if (!secret) {
        outcome = { ok: false, error: 'No signing secret yet: make one on the integration screen' };
      } else {
        // In order, and a receiver that failed (after its retries) gets no more of this batch:
        // a dead receiver must not hold the store path for every sample of a backlog.
        let sent = 0;
        for (const sample of samples) {
          const body = forwardedSampleBody(systemId, sn, sample);
          try {
            await postForwarded(
              integration.url,
              body,
              forwardPostPlan(forwardHeaders(secret, id, body, Date.now()), env),
            );
            sent++;
          } catch (e) {
            const left = samples.length - sent;
            const error = e instanceof Error ? e.message : String(e);
            outcome = { ok: false, error: left > 1 ? `${error} (${left} samples of the batch not forwarded)` : error };
            break;
          }
        }
      }
      const now = Date.now();
      if (!outcome.ok)
        logger.warn(`forwarding ${systemId}/${sn} to integration ${id} failed`, { error: outcome.error });
      if (!deliveryNeedsWrite(integration, outcome, now)) return;
      await recordIntegrationOutcome(systemId, id, outcome, now);
    }),
  );
}

/** forwardSamples that never fails the store path: forwarding is best effort, the samples are stored. */
export async function forwardStored(systemId: string, sn: string, samples: readonly Sample[]): Promise<void> {
  await forwardSamples(systemId, sn, samples).catch((e: unknown) =>
    logger.error(`forwarding ${systemId}/${sn} failed`, { error: e instanceof Error ? e.message : String(e) }),
  );
}
