import type { Sample } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { enabledWebhooks, readIntegrationSecret, recordIntegrationOutcome } from '../data/integrations.js';
import { postForwarded } from '../data/integrationOutbound.js';
import { deliveryNeedsWrite, forwardedSampleBody, forwardHeaders } from '../domain/integrations.js';

/**
 * Forwards one stored sample to every enabled forwarding webhook of its system, signed with each
 * integration's own secret. A failure of one does not stop the others; each outcome lands in
 * that integration's lastDelivery / lastError (lastDelivery at most once a minute).
 */
export async function forwardSample(systemId: string, sn: string, sample: Sample): Promise<void> {
  const hooks = await enabledWebhooks(systemId);
  if (hooks.length === 0) return;
  const body = forwardedSampleBody(systemId, sn, sample);
  await Promise.all(
    hooks.map(async ({ id, integration }) => {
      if (integration.kind !== 'webhook') return;
      let outcome: { ok: boolean; error?: string };
      const secret = await readIntegrationSecret(systemId, id);
      if (!secret) {
        outcome = { ok: false, error: 'No signing secret yet: make one on the integration screen' };
      } else {
        try {
          await postForwarded(integration.url, body, forwardHeaders(secret, id, body));
          outcome = { ok: true };
        } catch (e) {
          outcome = { ok: false, error: e instanceof Error ? e.message : String(e) };
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
