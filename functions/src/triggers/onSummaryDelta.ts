import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { triggerPaths } from '../data/paths.js';
import { runtimeOf } from '../domain/functionSettings.js';
import { summaryChanged } from '../workflows/summaryFold.js';

/**
 * system/{sid}/summaryDeltas/{id} created (a change of the device counts, data/summary.ts): the
 * system's fold queued for the end of its period (workflows/summaryFold.ts). Runs only when a
 * count changes (a device coming online or going offline, an alarm, a device added or removed):
 * never for a steady-state sample.
 */
export const onSummaryDelta = onDocumentCreated(
  { ...runtimeOf('onSummaryDelta'), document: triggerPaths.summaryDelta },
  async (event) => {
    await summaryChanged(event.params.sid, Date.now());
  },
);
