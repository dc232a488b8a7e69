import { onDocumentCreated, onDocumentDeleted, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { deviceCreated, deviceRemoved } from '../workflows/deviceAndRuleChanges.js';
import { deviceEdited } from '../workflows/recompute.js';
import { triggerPaths } from '../data/paths.js';
import { runtimeOf } from '../domain/functionSettings.js';

// What follows a new sample happens in storeSamples itself. An update runs onDeviceUpdated too,
// which returns at once, with no read, unless the config changed (docs/PIPELINE.md).

/** system/{sid}/devices/{sn} created: counted in the system summary. */
export const onDeviceCreated = onDocumentCreated(
  { ...runtimeOf('onDeviceCreated'), document: triggerPaths.device },
  async (event) => {
    await deviceCreated(event.params.sid, event.params.sn, event.data?.data(), Date.now());
  },
);

/** system/{sid}/devices/{sn} removed: taken out of the system summary. */
export const onDeviceDeleted = onDocumentDeleted(
  { ...runtimeOf('onDeviceDeleted'), document: triggerPaths.device },
  async (event) => {
    const removedAt = Date.parse(event.time) || Date.now();
    const createdAt = event.data?.createTime?.toMillis() ?? removedAt;
    await deviceRemoved(event.params.sid, event.params.sn, event.data?.data(), event.id, {
      createdAtMs: createdAt,
      removedAtMs: removedAt,
      nowMs: Date.now(),
    });
  },
);

/** system/{sid}/devices/{sn} updated: an edited config recomputes the derived state at once. */
export const onDeviceUpdated = onDocumentUpdated(
  { ...runtimeOf('onDeviceUpdated'), document: triggerPaths.device },
  async (event) => {
    await deviceEdited(
      event.params.sid,
      event.params.sn,
      event.data?.before.data(),
      event.data?.after.data(),
      Date.now(),
      Date.parse(event.time) || Date.now(),
    );
  },
);
