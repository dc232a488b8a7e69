// Types of noSdkVersionCheck.mjs (plain JavaScript, so the Firebase CLI loads it without a TypeScript loader).
export function skipSdkVersionLookup(versioningModule: unknown): void;
export function patchInstalledSdkVersionCheck(): void;
export const PATCHED_VERSION: string;
