import { SampleSchema } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { forwardSample } from '../workflows/forwardSample.js';

/**
 * Every stored sample (a new history document) goes to the system's forwarding webhooks. Its
 * own trigger, beside the store pipeline rather than inside it: a repeated delivery of a sample
 * overwrites its document (same id), which is no creation, so nothing is forwarded twice.
 */
export const forwardSamples = onDocumentCreated(
  { document: 'system/{systemId}/devices/{sn}/samples/{sampleId}', timeoutSeconds: 120 },
  async (event) => {
    const parsed = SampleSchema.safeParse(event.data?.data());
    if (!parsed.success) {
      logger.warn(
        `forwardSamples: malformed sample ${event.params.systemId}/${event.params.sn}/${event.params.sampleId}`,
      );
      return;
    }
    await forwardSample(event.params.systemId, event.params.sn, parsed.data);
  },
);
