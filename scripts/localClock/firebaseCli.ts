// How the local stacks (`npm start`, the test and bench runs) start the Firebase CLI: with its
// Cloud Tasks emulator holding each task until its schedule time (holdTasks.mjs), as Cloud Tasks
// does, so the functions queue every timer the same way in production and here.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = join(import.meta.dirname, '..', '..');
/** The CLI's own entry point (what node_modules/.bin/firebase runs). */
export const FIREBASE_CLI_JS = join(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');
const PRELOAD = pathToFileURL(join(import.meta.dirname, '..', 'emulatorPatches', 'cliPreload.mjs')).href;

/** The command and arguments that run `firebase <args>` with the held task queue and the shared function workers. */
export function firebaseCli(args: readonly string[]): [string, string[]] {
  return [process.execPath, ['--import', PRELOAD, FIREBASE_CLI_JS, ...args]];
}
