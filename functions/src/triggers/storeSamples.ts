import { SAMPLES_TOPIC, SamplesMessageSchema, type IngestSample } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { onMessagePublished } from 'firebase-functions/v2/pubsub';
import { storeDeviceSamples } from '../data/devices.js';
import { markGatewaySeen } from '../data/devicesOnline.js';
import { toStoredSample } from '../domain/sampleWrite.js';

/**
 * Stores each published batch: history, the device's latest sample and state, and the day rollup,
 * one transaction per device; then marks the gateway that delivered it online if it was not.
 */
export const storeSamples = onMessagePublished(SAMPLES_TOPIC, async (event) => {
  const parsed = SamplesMessageSchema.safeParse(event.data.message.json);
  if (!parsed.success) {
    // A malformed message will never become valid: log it and let it go instead of retrying forever.
    logger.error('storeSamples: malformed message', { issues: parsed.error.issues });
    return;
  }
  const { systemId, gatewaySn, samples } = parsed.data;
  const bySensor = new Map<string, IngestSample[]>();
  for (const s of samples) bySensor.set(s.sn, [...(bySensor.get(s.sn) ?? []), s]);
  const now = Date.now();
  await Promise.all(
    [...bySensor].map(async ([sn, posted]) => {
      const stored = await storeDeviceSamples(
        systemId,
        sn,
        (device) => posted.map((p) => toStoredSample(p, gatewaySn, device)),
        now,
      );
      if (!stored) logger.warn(`storeSamples: device ${systemId}/${sn} no longer exists; samples dropped`);
    }),
  );
  await markGatewaySeen(systemId, gatewaySn, now);
});
