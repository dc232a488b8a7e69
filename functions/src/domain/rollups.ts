import {
  addSample,
  compactSightings,
  emptyRollup,
  hourFromSamples,
  hourRange,
  hourOf,
  measuredValues,
  placeRollups,
  removeSample,
  rollupDay,
  rollupDocumentDays,
  rollupHour,
  rssiSightings,
  withHour,
  type CountedSample,
  type Rollup,
  type Sample,
} from '@neuron/shared';
import { fitsOneCommit } from './sampleCommits.js';
import { mergeSightings } from './sampleWrite.js';
import { rawSampleExpireAt } from './retention.js';

/** What storing a batch of one device's samples writes: history documents and rollups. */
export interface RollupPlan {
  /** Day → the rollup to write (only days the batch touched). */
  rollups: Map<string, Rollup>;
  /** The history documents to write: a replayed time keeps the sightings of other gateways. */
  history: Sample[];
  /** Hours whose stats cannot be corrected in place: count them again from history. */
  recount: { day: string; hour: string }[];
}

/**
 * Samples of a batch that may be in history already: those not newer than the newest time
 * their hour has counted. Only these need their stored version read; in steady state (samples
 * arriving in order) there are none, so storing costs no history read.
 */
export function possiblyStored(rollups: ReadonlyMap<string, Rollup>, batch: readonly Sample[]): Sample[] {
  return batch.filter((s) => {
    const last = rollups.get(rollupDay(s.time))?.last[rollupHour(s.time)];
    return last != null && s.time <= last;
  });
}

function sameContribution(a: CountedSample, b: CountedSample): boolean {
  return (
    JSON.stringify([measuredValues(a), rssiSightings(a)]) === JSON.stringify([measuredValues(b), rssiSightings(b)])
  );
}

/**
 * Plans a batch (one sample per time) against the stored rollups of its days and the stored
 * history versions of the samples that may be stored already (`stored`, by time). A new sample
 * is counted; a replay with the same values and sightings changes nothing; a replay with another
 * value (or another gateway's sighting) takes the old contribution out and counts the new one, or
 * asks for the hour to be counted again from history when the old value was the hour's min or max.
 */
export function planRollups(
  existing: ReadonlyMap<string, Rollup>,
  batch: readonly Sample[],
  stored: ReadonlyMap<number, Sample>,
): RollupPlan {
  const rollups = new Map<string, Rollup>();
  const history: Sample[] = [];
  const recount = new Map<string, { day: string; hour: string }>();
  for (const sample of [...batch].sort((a, b) => a.time - b.time)) {
    const day = rollupDay(sample.time);
    const hour = rollupHour(sample.time);
    const rollup = rollups.get(day) ?? existing.get(day) ?? emptyRollup(day);
    const old = stored.get(sample.time);
    const next = old ? mergeSightings(old, sample) : sample;
    history.push(next);
    let h = hourOf(rollup, hour);
    if (!old) h = addSample(h, next);
    else if (!sameContribution(old, next)) {
      const removed = removeSample(h, old);
      if (removed === 'recount') recount.set(`${day}/${hour}`, { day, hour });
      else h = addSample(removed, next);
    }
    rollups.set(day, withHour(rollup, hour, h));
  }
  return { rollups, history, recount: [...recount.values()] };
}

/**
 * A rollup with one hour counted again from its stored history, with the batch's new versions
 * (`overlay`) in place of the stored ones.
 */
export function recountHour(
  rollup: Rollup,
  hour: string,
  storedHour: readonly CountedSample[],
  overlay: readonly CountedSample[],
): Rollup {
  const byTime = new Map(storedHour.map((s) => [s.time, s]));
  for (const s of overlay) if (rollupHour(s.time) === hour && rollupDay(s.time) === rollup.day) byTime.set(s.time, s);
  return withHour(rollup, hour, hourFromSamples([...byTime.values()]));
}

/** The UTC days (rollup document ids) a chunk of samples falls on, each once. */
export function rollupDays(samples: readonly Pick<Sample, 'time'>[]): string[] {
  return [...new Set(samples.map((s) => rollupDay(s.time)))];
}

/**
 * The decisions storing a device's history makes between its reads (data/rollups.ts
 * planHistoryAndRollups): which day documents are read beside the device's running rollup
 * (shared rollups/runningRollup.ts), which samples may be replays (their stored versions are
 * read), what the rollups become and where each goes (the running one on the device, the others
 * in their day documents), the time range of an hour to count again and its new counts, and
 * whether a virtual's samples go in the commit of its update (fitsOneCommit). The sample
 * workflows pass `historyPlanner`.
 */
export interface HistoryPlanner {
  rollupDays: typeof rollupDays;
  documentDays: typeof rollupDocumentDays;
  place: typeof placeRollups;
  possiblyStored: typeof possiblyStored;
  planRollups: typeof planRollups;
  hourRange: typeof hourRange;
  recountHour: typeof recountHour;
  fitsOneCommit: typeof fitsOneCommit;
  /**
   * A sample's history document: its sightings left out when only its posting gateway saw it
   * (shared compactSightings), with `expireAt`, the moment its TTL policy deletes it (domain/retention.ts).
   */
  historyDocument: (sample: Sample) => Record<string, unknown>;
}

export const historyPlanner: HistoryPlanner = {
  rollupDays,
  documentDays: rollupDocumentDays,
  place: placeRollups,
  possiblyStored,
  planRollups,
  hourRange,
  recountHour,
  fitsOneCommit,
  historyDocument: (sample) => ({ ...compactSightings(sample), expireAt: rawSampleExpireAt(sample.time) }),
};
