export { ingest } from './triggers/ingest.js';
export { storeSamples } from './triggers/storeSamples.js';
export { onDeviceWrite } from './triggers/onDeviceWrite.js';
export { offlineSweep } from './triggers/offlineSweep.js';
