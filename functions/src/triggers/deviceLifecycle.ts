import { onDocumentCreated, onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { deviceCreated, deviceRemoved } from '../workflows/deviceAndRuleChanges.js';

// Only creation and removal run a function: a sample updating a device runs none (what follows
// a new sample happens in storeSamples itself), which keeps a sample at two function runs.

/** system/{sid}/devices/{sn} created: counted in the system summary. */
export const onDeviceCreated = onDocumentCreated('system/{sid}/devices/{sn}', async (event) => {
  await deviceCreated(event.params.sid, event.params.sn, event.data?.data(), Date.now());
});

/** system/{sid}/devices/{sn} removed: taken out of the system summary. */
export const onDeviceDeleted = onDocumentDeleted('system/{sid}/devices/{sn}', async (event) => {
  const removedAt = Date.parse(event.time) || Date.now();
  const createdAt = event.data?.createTime?.toMillis() ?? removedAt;
  await deviceRemoved(event.params.sid, event.params.sn, event.data?.data(), event.id, {
    createdAtMs: createdAt,
    removedAtMs: removedAt,
    nowMs: Date.now(),
  });
});
