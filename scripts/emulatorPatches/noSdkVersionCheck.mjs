// Loaded into the Firebase CLI of every local stack (cliPreload.mjs). At each start, firebase-tools
// 13.35's Functions emulator asks npm for the newest firebase-functions (`npm show
// firebase-functions`, lib/deploy/functions/runtimes/node/versioning.js getLatestSDKVersion), to
// warn that ours is older: a synchronous child process that blocks the CLI for about a second
// (up to its 10 s timeout where the registry is slow or unreachable) on every stack start. The
// version is pinned on purpose (package.json; docs/DECISIONS.md), so the answer is never acted on.
import { createRequire } from 'node:module';

/** Makes the emulator's "newest firebase-functions" lookup answer "unknown" without asking npm. */
export function skipSdkVersionLookup(versioningModule) {
  if (typeof versioningModule.getLatestSDKVersion !== 'function')
    throw new Error('firebase-tools versioning has no getLatestSDKVersion');
  versioningModule.getLatestSDKVersion = () => undefined;
}

/** Patches the firebase-tools this checkout installed. */
export function patchInstalledSdkVersionCheck() {
  const require = createRequire(import.meta.url);
  skipSdkVersionLookup(require('firebase-tools/lib/deploy/functions/runtimes/node/versioning.js'));
}
