import type { IngestSample, Sample } from '@neuron/shared';
import { db } from './admin.js';
import { planDeviceLatest, readSensor, sensorFromSnapshot, storedSamples, type LatestOutcome } from './deviceLatest.js';
import { meter } from './meter.js';
import { untilUnchanged } from './optimistic.js';
import { paths } from './paths.js';
import type { SamplePlanners } from '../domain/samplePlanners.js';
import { planHistoryAndRollups, readRollupDocuments, storeHistoryAndRollups } from './rollups.js';

/** What storing one sensor's samples of a batch did. */
export interface SensorStored {
  /** Samples new to history (not a replay of a stored time): the ones to forward. */
  added: Sample[];
  latest: LatestOutcome;
}

/**
 * Stores one sensor's samples of a batch — history, its rollups and, when the batch has a newer
 * sample, the device's latest sample and state — in two round trips in steady state: one read of
 * the device (which carries the running rollup of its newest day: shared
 * rollups/runningRollup.ts), one commit of the history documents and the device, the device on the
 * precondition that it is still the version read (data/optimistic.ts). A sample of another day
 * reads that day's rollup document too (once a day, or a late sample), and writes it on its own
 * precondition. A conflict (another delivery, a rule's alarm, a config edit) reads and plans
 * again; nothing holds a lock. One atomic commit also means the device never shows a sample that
 * history lacks. A batch larger than one commit stores its older chunks first (history and
 * rollups only) and the newest chunk with the device, as `planners.commits` cuts it. `planners`
 * decide the commits, the samples, the device's latest state and the history and rollups
 * (domain/samplePlanners.ts). Undefined when the device is gone or is not a sensor.
 */
export async function storeSensorSamples(
  systemId: string,
  sn: string,
  posted: readonly IngestSample[],
  gatewaySn: string,
  nowMs: number,
  planners: SamplePlanners,
): Promise<SensorStored | undefined> {
  const { older, newest: newestChunk } = planners.commits(posted);
  const added: Sample[] = [];
  if (older.length > 0) {
    const read = await readSensor(systemId, sn);
    if (!read) return undefined;
    for (const chunk of older) {
      const samples = storedSamples(read, chunk, gatewaySn, planners.stored, planners.configError(read));
      added.push(...(await storeHistoryAndRollups(systemId, sn, samples, planners.history)));
    }
  }
  const deviceRef = db().doc(paths.device(systemId, sn));
  const last = await untilUnchanged(async () => {
    const deviceSnap = await deviceRef.get();
    meter.read(1);
    const current = sensorFromSnapshot(sn, deviceSnap);
    if (!current) return undefined;
    const documents = await readRollupDocuments(systemId, sn, current.running, newestChunk, planners.history);
    const configError = planners.configError(current);
    const samples = storedSamples(current, newestChunk, gatewaySn, planners.stored, configError);
    const batch = db().batch();
    const read = { running: current.running, documents };
    const stored = await planHistoryAndRollups(batch, systemId, sn, samples, read, planners.history);
    // The newest chunk holds the batch's newest sample: the one the device may take.
    const { fields, ...latest } = planDeviceLatest(
      samples,
      nowMs,
      current,
      planners.latest,
      planners.summary,
      configError,
      planners.reported(posted),
    );
    const update = { ...fields, ...(stored.running ? { rollup: stored.running } : {}) };
    const writesDevice = Object.keys(update).length > 0;
    if (writesDevice) batch.update(deviceRef, update, { lastUpdateTime: current.updateTime });
    await batch.commit();
    meter.write(stored.writes + (writesDevice ? 1 : 0));
    return { added: stored.added, latest };
  });
  return last ? { added: [...added, ...last.added], latest: last.latest } : undefined;
}
