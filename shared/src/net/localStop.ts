/**
 * `npm start` names a flag file in this variable for its functions (scripts/stop/stopFlag.ts).
 * Once the file exists the local stack is stopping: ingest refuses new posts with a 503 while
 * what it accepted is stored and saved. Production never sets it, and nothing is checked there.
 */
export const LOCAL_STOP_FLAG_ENV = 'NEURON_LOCAL_STOP_FLAG';
