import type { IngestSample, SamplesMessage } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { updateDeviceLatest } from '../data/deviceLatest.js';
import { markGatewaySeen } from '../data/devicesOnline.js';
import { noteGatewayOnline } from '../data/gatewayInfo.js';
import { publishNotifications, type CreatedEvent } from '../data/events.js';
import { meter } from '../data/meter.js';
import { SAMPLES_PER_COMMIT, storeHistoryAndRollups } from '../data/rollups.js';
import { systemWatchers } from '../data/systemCache.js';
import { afterNewSample } from './deviceChanged.js';
import { withRetries } from './retry.js';

/** A batch's samples by sensor, one per sample time (a time posted twice in one batch: the later one). */
export function samplesBySensor(samples: readonly IngestSample[]): Map<string, IngestSample[]> {
  const bySensor = new Map<string, Map<number, IngestSample>>();
  for (const s of samples) {
    const times = bySensor.get(s.sn) ?? new Map<number, IngestSample>();
    times.set(s.time, s);
    bySensor.set(s.sn, times);
  }
  return new Map([...bySensor].map(([sn, times]) => [sn, [...times.values()]]));
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The gateway that delivered a batch is marked online when its key document does not say it is
 * (one read of its device then, and a write only on the change); in steady state nothing is read.
 */
async function noteGatewaySeen(message: SamplesMessage, nowMs: number): Promise<void> {
  if (message.gatewayOnline === true) return;
  const { rules } = await systemWatchers(message.systemId, nowMs, message.configVersion ?? 0);
  await markGatewaySeen(message.systemId, message.gatewaySn, nowMs, rules);
  await noteGatewayOnline(undefined, message.systemId, message.gatewaySn, true);
}

/**
 * Stores one accepted batch (the `samples` message): per sensor, the device's latest sample and
 * state (one short transaction on the device), then history and day rollups together (short
 * transactions of at most SAMPLES_PER_COMMIT samples), then what follows a new latest sample
 * (rules, online event, virtual sensors). Every step is idempotent by sample time and retried;
 * an error that outlasts the retries is thrown, so Pub/Sub delivers the message again.
 */
export async function storeSampleBatch(message: SamplesMessage, nowMs: number): Promise<void> {
  const { systemId, gatewaySn } = message;
  const version = message.configVersion ?? 0;
  const created: CreatedEvent[] = [];
  await Promise.all(
    [...samplesBySensor(message.samples)].map(async ([sn, posted]) => {
      const where = `${systemId}/${sn}`;
      const outcome = await withRetries(`device ${where}`, () =>
        updateDeviceLatest(systemId, sn, posted, gatewaySn, nowMs),
      );
      if (!outcome) {
        logger.warn(`storeSamples: ${where} is no longer a sensor of the system; ${posted.length} sample(s) dropped`);
        return;
      }
      for (const chunk of chunks(outcome.samples, SAMPLES_PER_COMMIT)) {
        await withRetries(`history of ${where}`, () => storeHistoryAndRollups(systemId, sn, chunk));
      }
      if (outcome.after)
        created.push(...(await afterNewSample(systemId, outcome.before.device, outcome.after, nowMs, version)));
    }),
  );
  await withRetries(`gateway ${gatewaySn} seen`, () => noteGatewaySeen(message, nowMs));
  await publishNotifications(systemId, created);
  meter.flush('storeSamples', message.samples.length);
}
