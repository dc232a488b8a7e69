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
