// Types of installedFirebaseTools.mjs (plain JavaScript, so the Firebase CLI loads it without a TypeScript loader).
export function installedFirebaseTools(file: string, patchedVersion: string, recheck: string): NodeJS.Require;
