export { ingest } from './triggers/ingest.js';
export { storeSamples } from './triggers/storeSamples.js';
