// `node --import` of the Firebase CLI of every local stack (scripts/localClock/firebaseCli.ts):
// its Cloud Tasks emulator holds each task until its schedule time (scripts/localClock/holdTasks.mjs),
// its Functions emulator's workers serve any function (sharedWorkers.mjs), and it starts without
// asking npm for the newest firebase-functions (noSdkVersionCheck.mjs).
import { patchInstalledFirebaseTools } from '../localClock/holdTasks.mjs';
import { patchInstalledSdkVersionCheck } from './noSdkVersionCheck.mjs';
import { patchInstalledFunctionWorkers } from './sharedWorkers.mjs';

patchInstalledFirebaseTools();
patchInstalledFunctionWorkers();
patchInstalledSdkVersionCheck();
