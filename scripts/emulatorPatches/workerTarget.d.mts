// Types of workerTarget.mjs (plain JavaScript, loaded by each Functions emulator worker without a TypeScript loader).
export const CALL_HEADER: string;
export function holdRequestsUntilTheirCall(
  serverPrototype: { emit(event: string, ...args: unknown[]): boolean },
  proc: { on(event: 'message', listener: (message: unknown) => void): unknown },
  env?: Record<string, string | undefined>,
): void;
