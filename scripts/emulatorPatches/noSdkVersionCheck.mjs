// Loaded into the Firebase CLI of every local stack (cliPreload.mjs). At each start, firebase-tools
// 13.35's Functions emulator asks npm for the newest firebase-functions (`npm show
// firebase-functions`, lib/deploy/functions/runtimes/node/versioning.js getLatestSDKVersion), to
// warn that ours is older: a synchronous child process that blocks the CLI for about a second
// (up to its 10 s timeout where the registry is slow or unreachable) on every stack start. The
// version is pinned on purpose (package.json; docs/DECISIONS.md), so the answer is never acted on.
import { installedFirebaseTools } from './installedFirebaseTools.mjs';

/** The firebase-tools version whose SDK check this patches (package.json pins it). */
export const PATCHED_VERSION = '13.35.1';

/** Makes the emulator's "newest firebase-functions" lookup answer "unknown" without asking npm. */
export function skipSdkVersionLookup(versioningModule) {
  if (typeof versioningModule.getLatestSDKVersion !== 'function')
    throw new Error('firebase-tools versioning has no getLatestSDKVersion');
  versioningModule.getLatestSDKVersion = () => undefined;
}

/** Patches the firebase-tools this checkout installed. */
export function patchInstalledSdkVersionCheck() {
  const require = installedFirebaseTools(
    'scripts/emulatorPatches/noSdkVersionCheck.mjs',
    PATCHED_VERSION,
    'check that the emulator still asks npm for the newest firebase-functions',
  );
  skipSdkVersionLookup(require('firebase-tools/lib/deploy/functions/runtimes/node/versioning.js'));
}
