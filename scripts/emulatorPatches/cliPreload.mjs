// `node --import` of the Firebase CLI of every local stack (scripts/localClock/firebaseCli.ts):
// its Cloud Tasks emulator holds each task until its schedule time (scripts/localClock/holdTasks.mjs),
// its Functions emulator's workers serve any function (sharedWorkers.mjs), it starts without
// asking npm for the newest firebase-functions (noSdkVersionCheck.mjs), and its Pub/Sub bridge
// names each message it acked (ackedMessages.mjs).
import { patchInstalledFirebaseTools } from '../localClock/holdTasks.mjs';
import { patchInstalledPubsubAcks } from './ackedMessages.mjs';
import { patchInstalledSdkVersionCheck } from './noSdkVersionCheck.mjs';
import { patchInstalledFunctionWorkers } from './sharedWorkers.mjs';

patchInstalledFirebaseTools();
patchInstalledFunctionWorkers();
patchInstalledSdkVersionCheck();
patchInstalledPubsubAcks();
