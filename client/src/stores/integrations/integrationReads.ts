import type { LoadedIntegration } from '../models';
import { useLive, type LiveValue } from '../useLive';

/** A system's integrations, live (the screen names what it shows; the transport call is here). */
export function useIntegrations(systemId: string): LiveValue<LoadedIntegration[]> {
  return useLive<LoadedIntegration[]>((t, cb) => t.watchIntegrations(systemId, cb), [systemId]);
}
