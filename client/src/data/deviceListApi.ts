// What opening a system reads first, as one module that the transport imports dynamically apart
// from firestoreApi.ts: the device list through the REST API and the local device cache, neither
// of which needs the Firestore SDK. Loaded with the SDK's chunk, the list's request waited for
// the SDK to download and start (docs/FIRST_LOAD.md). Both run in a worker of their own
// (deviceList.worker.ts); this chunk is the page's side of it.
export { forgetCachedDevices, readCachedDevices, saveCachedDevices } from './deviceWorker';
export { readDeviceList } from './deviceList';
