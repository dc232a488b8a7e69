// Types of sharedWorkers.mjs (plain JavaScript, so the Firebase CLI loads it without a TypeScript loader).
export const PATCHED_VERSION: string;
export const SHARED_KEY: string;
export const WORKER_PRELOAD: string;
export function shareFunctionWorkers(
  workerModule: unknown,
  emulatorModule: unknown,
  sharedModule: unknown,
  loggerModule: unknown,
): void;
export function patchInstalledFunctionWorkers(): void;
