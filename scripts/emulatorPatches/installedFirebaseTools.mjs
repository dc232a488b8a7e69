// The firebase-tools this checkout installed, for the patches the local stacks' CLI loads
// (cliPreload.mjs). One `require` cache: the CLI's own later requires get the patched classes.
import { createRequire } from 'node:module';

/**
 * A `require` of the installed firebase-tools, after saying so (once per patch) when its version
 * is not the one the patch `file` was written for: `recheck` names what to look at again.
 */
export function installedFirebaseTools(file, patchedVersion, recheck) {
  const require = createRequire(import.meta.url);
  const version = require('firebase-tools/package.json').version;
  if (version !== patchedVersion) {
    console.warn(
      `${file} was written for firebase-tools ${patchedVersion}, found ${version}: ${recheck} before relying on this patch.`,
    );
  }
  return require;
}
