import { MISC_MESSAGES } from '@neuron/shared';

/**
 * What a failed read of one document comes to (docs/CATALOGUES.md): offline (the SDK's
 * `unavailable`, the document not in the local cache either) it is an error with the catalogue's
 * sentence, for the screen to show instead of "not found"; any other failure is logged by the
 * caller and reads as no document (undefined).
 */
export function readFailure(error: unknown): Error | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'unavailable' ? new Error(MISC_MESSAGES.offlineRead) : undefined;
}
