import { reportedSensorFacts } from '@neuron/shared';
import { configErrorOf } from './deviceConfigError.js';
import { historyPlanner, type HistoryPlanner } from './rollups.js';
import { planSampleCommits } from './sampleCommits.js';
import { planDeviceUpdate, toStoredSample } from './sampleWrite.js';
import { planSummaryChange, type SummaryPlanner } from './summary.js';

/**
 * The decisions storing a sensor's samples makes between its reads (data/sensorSamples.ts): which
 * samples go in which commit, each posted sample as history keeps it (scaled by the sensor's config), the device's new latest
 * sample, state and facts, the history and rollups, and the change of the system's summary
 * counts, what is wrong with the sensor's config, and the facts the gateway reported of it. The
 * store workflow passes `samplePlanners`.
 */
export interface SamplePlanners {
  commits: typeof planSampleCommits;
  configError: typeof configErrorOf;
  reported: typeof reportedSensorFacts;
  stored: typeof toStoredSample;
  latest: typeof planDeviceUpdate;
  history: HistoryPlanner;
  summary: SummaryPlanner;
}

export const samplePlanners: SamplePlanners = {
  commits: planSampleCommits,
  configError: configErrorOf,
  reported: reportedSensorFacts,
  stored: toStoredSample,
  latest: planDeviceUpdate,
  history: historyPlanner,
  summary: planSummaryChange,
};
