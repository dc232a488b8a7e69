import { onDocumentCreated, onDocumentDeleted, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { deviceCreated, deviceRemoved } from '../workflows/deviceAndRuleChanges.js';
import { deviceEditWritten } from '../workflows/deviceEdit.js';
import { triggerPaths } from '../data/paths.js';
import { runtimeOf } from '../domain/functionSettings.js';

// What follows a new sample happens in storeSamples itself. The device document has no update
// trigger: the sample path writes it, and a stored sample must run no function. Admins' edits
// go to deviceEdits/{sn}, whose trigger applies them (docs/CONFIG_EDITS_AND_TIMERS.md).

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

/** system/{sid}/deviceEdits/{sn} written: the edit applied to the device, its derived state recomputed. */
export const onDeviceEdit = onDocumentWritten(
  { ...runtimeOf('onDeviceEdit'), document: triggerPaths.deviceEdit },
  async (event) => {
    if (!event.data?.after.exists) return;
    await deviceEditWritten(event.params.sid, event.params.sn, Date.now(), Date.parse(event.time) || Date.now());
  },
);
