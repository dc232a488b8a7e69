// `node --import` of the Firebase CLI of every local stack (scripts/localClock/firebaseCli.ts):
// its Cloud Tasks emulator holds each task until its schedule time (scripts/localClock/holdTasks.mjs)
// and its Functions emulator's workers serve any function (sharedWorkers.mjs).
import { patchInstalledFirebaseTools } from '../localClock/holdTasks.mjs';
import { patchInstalledFunctionWorkers } from './sharedWorkers.mjs';

patchInstalledFirebaseTools();
patchInstalledFunctionWorkers();
