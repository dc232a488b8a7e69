import type { GatewayInfo, IngestGateway } from '@neuron/shared';
import { stableJson } from './derivedRecompute.js';

/**
 * The gatewayInfo fields a gateway's report changes (pure): only those that differ from what is
 * stored, so a heartbeat repeating itself writes nothing. Undefined when nothing changed.
 */
export function gatewayReportChanges(
  stored: Pick<GatewayInfo, 'status' | 'cell' | 'rssi' | 'firmware' | 'ethernet'> | undefined,
  report: IngestGateway,
): Partial<GatewayInfo> | undefined {
  const changes: Partial<GatewayInfo> = {};
  const fields = ['status', 'cell', 'rssi', 'firmware', 'ethernet'] as const;
  for (const f of fields) {
    const value = report[f];
    if (value !== undefined && stableJson(value) !== stableJson(stored?.[f])) Object.assign(changes, { [f]: value });
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/**
 * What a gateway's report changes in its gatewayInfo as `systemId` (its key's system) may write
 * it: nothing when the stored document belongs to another system (the serial was claimed
 * elsewhere since), else gatewayReportChanges.
 */
export function ownGatewayReportChanges(
  systemId: string,
  stored: (Parameters<typeof gatewayReportChanges>[0] & Pick<GatewayInfo, 'systemId'>) | undefined,
  report: IngestGateway,
): Partial<GatewayInfo> | undefined {
  if (stored && stored.systemId !== systemId) return undefined;
  return gatewayReportChanges(stored, report);
}
