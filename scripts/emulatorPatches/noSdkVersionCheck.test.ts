import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { skipSdkVersionLookup } from './noSdkVersionCheck.mjs';

// The installed firebase-tools' SDK version check, patched as the local stacks' CLI is (cliPreload.mjs).
const require = createRequire(import.meta.url);
const versioning = require('firebase-tools/lib/deploy/functions/runtimes/node/versioning.js') as {
  getLatestSDKVersion(): string | undefined;
  checkFunctionsSDKVersion(current: string): void;
};

describe("the Functions emulator's start, without asking npm for the newest firebase-functions", () => {
  it('finds no newer version to warn about, and asks nobody', () => {
    skipSdkVersionLookup(versioning);
    expect(versioning.getLatestSDKVersion()).toBeUndefined();
    // The check the emulator runs at each start goes through the patched lookup (exports.…).
    expect(() => versioning.checkFunctionsSDKVersion('6.5.0')).not.toThrow();
  });
});
