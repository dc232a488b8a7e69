import type { IntegrationView } from '../models';
import { useLive, type LiveValue } from '../useLive';

/** A system's integrations, live (the screen names what it shows; the transport call is here). */
export function useIntegrations(systemId: string): LiveValue<IntegrationView[]> {
  return useLive<IntegrationView[]>((t, cb) => t.watchIntegrations(systemId, cb), [systemId]);
}
