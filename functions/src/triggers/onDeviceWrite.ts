import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onDeviceChanged, parseDevice } from '../data/devicesDerived.js';

/** system/{sid}/devices/{sn} written: rules, virtual sensors, online events and the system summary. */
export const onDeviceWrite = onDocumentWritten('system/{sid}/devices/{sn}', async (event) => {
  const { sid, sn } = event.params;
  const before = parseDevice(sn, event.data?.before.data());
  const after = parseDevice(sn, event.data?.after.data());
  await onDeviceChanged(sid, before, after, Date.now());
});
