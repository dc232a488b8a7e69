import { historyPlanner, type HistoryPlanner } from './rollups.js';
import { planDeviceUpdate, toStoredSample } from './sampleWrite.js';

/**
 * The decisions storing a sensor's samples makes between its reads (data/sensorSamples.ts): each
 * posted sample as history keeps it (scaled by the sensor's config), the device's new latest
 * sample, state and facts, and the history and rollups. The store workflow passes `samplePlanners`.
 */
export interface SamplePlanners {
  stored: typeof toStoredSample;
  latest: typeof planDeviceUpdate;
  history: HistoryPlanner;
}

export const samplePlanners: SamplePlanners = {
  stored: toStoredSample,
  latest: planDeviceUpdate,
  history: historyPlanner,
};
