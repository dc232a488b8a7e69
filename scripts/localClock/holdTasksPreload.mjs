// `node --import` of the Firebase CLI (scripts/localClock/firebaseCli.ts): its Cloud Tasks
// emulator holds each task until its schedule time (holdTasks.mjs).
import { patchInstalledFirebaseTools } from './holdTasks.mjs';

patchInstalledFirebaseTools();
