// The bench's functions codebase (functions/bench, its sources here, outside the product's
// functions/src): the reference chains `npm run bench` times the
// pipeline against. Not exported from index.ts, and its codebase is not in firebase.json: only the
// bench's emulator stack loads it (scripts/emulatorSetup.ts, BENCH_CODEBASE), so it is never deployed.
export { benchEmptyIngest, benchEmptyStore, benchIoIngest, benchIoStore } from './benchTriggers.js';
