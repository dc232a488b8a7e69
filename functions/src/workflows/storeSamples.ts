import type { IngestSample, Sample, SamplesMessage } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { unlistGatewaySensor } from '../data/devices.js';
import { markGatewaySeen } from '../data/devicesOnline.js';
import { noteGatewayKey } from '../data/gatewayInfo.js';
import { publishNotifications, type CreatedEvent } from '../data/events.js';
import { meter } from '../data/meter.js';
import { commitSummaryChange } from '../data/summary.js';
import { storeSensorSamples } from '../data/sensorSamples.js';
import { systemWatchers } from '../data/systemCache.js';
import { offlineRouteFor, transitionEvent } from '../domain/offline.js';
import { gatewayKeyNote, planGatewaySeen } from '../domain/presence.js';
import { samplePlanners } from '../domain/samplePlanners.js';
import { planSummaryChange, sumDeltas, type SummaryDelta } from '../domain/summary.js';
import { afterNewSamples } from './deviceChanged.js';
import { forwardStored } from './forwardSample.js';
import { offlineDueAt } from '../domain/timers.js';
import { withRetries } from './retry.js';
import { setOfflineTimer } from './timerSetting.js';
import { toNotify } from '../domain/events.js';

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

/**
 * The gateway that delivered a batch is marked online when its key document does not say it is
 * (one read of its device then, and a write only on the change); in steady state nothing is read.
 * Returns the change of the system's counts, which joins the batch's one summary write.
 */
async function noteGatewaySeen(message: SamplesMessage, nowMs: number): Promise<SummaryDelta | null> {
  if (message.gatewayOnline === true) return null;
  const { rules } = await systemWatchers(message.systemId, nowMs, message.configVersion ?? 0);
  const { systemId, gatewaySn } = message;
  // The plan may run more than once (a commit that conflicted): the last run is what committed.
  const seen = { cameOnline: false, summary: null as SummaryDelta | null };
  const created = await markGatewaySeen(
    systemId,
    gatewaySn,
    nowMs,
    (device) => {
      const writes = planGatewaySeen(systemId, device, nowMs);
      seen.cameOnline = writes !== null;
      if (!writes?.wasOffline) return writes;
      const t = { sn: gatewaySn, type: 'GATEWAY' as const, online: true, lastSeen: nowMs, groupedSensors: [] };
      const event = async () => transitionEvent(t, device.alias || gatewaySn, offlineRouteFor(rules, device), nowMs);
      return { ...writes, event };
    },
    // Counted with the batch's sensors (one write of the summary per batch), not in this commit.
    (before, after) => {
      seen.summary = planSummaryChange(before, after);
      return null;
    },
  );
  if (created) await publishNotifications(systemId, toNotify([created]));
  await noteGatewayKey(undefined, gatewaySn, (key) => gatewayKeyNote(key, systemId, true));
  // Online now: its offline deadline (the timer sets the next while the gateway keeps posting).
  if (seen.cameOnline) await setOfflineTimer(systemId, gatewaySn, offlineDueAt(nowMs));
  return seen.cameOnline ? seen.summary : null;
}

/**
 * Stores one accepted batch (the `samples` message), per sensor: history, day rollups and the
 * device's latest sample and state in one commit after one read of the device and its rollups
 * (data/sensorSamples.ts; the device's config scales the samples), then what follows its new
 * samples (rules judging each in time order, online event, virtual sensors). No step holds a lock: each commits on a
 * precondition and reads again on a conflict (data/optimistic.ts). Every step is idempotent by
 * sample time and retried; an error that outlasts the retries is thrown, so Pub/Sub delivers the
 * message again.
 */
export async function storeSampleBatch(message: SamplesMessage, nowMs: number): Promise<void> {
  const { systemId, gatewaySn } = message;
  const version = message.configVersion ?? 0;
  const created: CreatedEvent[] = [];
  const counted: (SummaryDelta | null)[] = [];
  const added: { sn: string; samples: Sample[] }[] = [];
  const stored = (sn: string, samples: Sample[]) => {
    if (samples.length > 0) added.push({ sn, samples });
  };
  // Settled, not all: a sensor that fails must not keep the others' changes of the counts unwritten
  // (its redelivery finds their devices already updated and would count nothing).
  const settled = await Promise.allSettled(
    [...samplesBySensor(message.samples)].map(async ([sn, posted]) => {
      const where = `${systemId}/${sn}`;
      const result = await withRetries(`samples of ${where}`, () =>
        storeSensorSamples(systemId, sn, posted, gatewaySn, nowMs, samplePlanners),
      );
      if (!result) {
        logger.warn(`storeSamples: ${where} is no longer a sensor of the system; ${posted.length} sample(s) dropped`);
        // Removed after ingest listed it as known: off the gateway's list, so its next post is refused.
        await unlistGatewaySensor(systemId, sn, gatewaySn).catch((e: unknown) =>
          logger.warn(`storeSamples: ${sn} not taken off the sensors of ${gatewaySn}`, { error: String(e) }),
        );
        return;
      }
      stored(sn, result.added);
      counted.push(result.latest.summary);
      const { before, after } = result.latest;
      if (after || result.added.length > 0) {
        const change = { before, after, added: result.added };
        created.push(...(await afterNewSamples(systemId, change, nowMs, version, stored)));
      }
    }),
  );
  try {
    counted.push(await withRetries(`gateway ${gatewaySn} seen`, () => noteGatewaySeen(message, nowMs)));
  } finally {
    // The batch's changes of the counts, added up: at most one write of the summary per delivery,
    // however many of its sensors came online or went quiet together (docs/PIPELINE.md).
    const change = sumDeltas(counted);
    await withRetries(`summary of ${systemId}`, () => commitSummaryChange(systemId, change, nowMs));
  }
  const failed = settled.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  await publishNotifications(systemId, toNotify(created));
  // Last, best effort: what this run added to history goes to the forwarding webhooks, in this
  // run (no trigger per history document); a repeated delivery adds nothing, so forwards nothing.
  if (added.length > 0 && (await systemWatchers(systemId, nowMs, version)).forwarding) {
    for (const { sn, samples } of added) await forwardStored(systemId, sn, samples);
  }
  meter.flush('storeSamples', message.samples.length);
}
