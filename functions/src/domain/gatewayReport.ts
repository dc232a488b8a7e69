import type { CellInfo, GatewayInfo, IngestGateway } from '@neuron/shared';
import { stableJson } from './derivedRecompute.js';
import { gatewayLinkChange } from './gatewayLink.js';

/** What a report is compared with: the gatewayInfo fields it may change. */
type StoredReport = Pick<GatewayInfo, 'status' | 'cell' | 'rssi' | 'firmware' | 'ethernet'>;

/** A cell without its signal: which tower, the part that says where the gateway is. */
function cellTower(cell: CellInfo | undefined): string {
  if (!cell) return stableJson(undefined);
  const { rssi: _signal, ...tower } = cell;
  return stableJson(tower);
}

/**
 * The gatewayInfo fields a gateway's report changes (pure): only those that differ from what is
 * stored, so a heartbeat repeating itself writes nothing. Its signal (its rssi, its cell's rssi)
 * moves a little with every post on a cellular link, so it is stored only when what the row and
 * page draw of it changes (gatewayLinkChange: Ethernet, or the rssi crossing into other signal
 * bars): an rssi wandering within its bars writes nothing and runs no onGatewayInfoWrite. Its
 * exact rssi still reaches its signal rollup: the note of the gateway heard takes it from the post
 * itself (heardInfoOf). A cell counts as changed when its tower does. Undefined when nothing changed.
 */
export function gatewayReportChanges(
  stored: StoredReport | undefined,
  report: IngestGateway,
): Partial<GatewayInfo> | undefined {
  const changes: Partial<GatewayInfo> = {};
  for (const f of ['status', 'firmware', 'ethernet'] as const) {
    const value = report[f];
    if (value !== undefined && value !== stored?.[f]) Object.assign(changes, { [f]: value });
  }
  if (report.cell && cellTower(report.cell) !== cellTower(stored?.cell)) changes.cell = report.cell;
  const signalMoved =
    (report.rssi !== undefined && report.rssi !== stored?.rssi) ||
    (report.cell !== undefined && !changes.cell && report.cell.rssi !== stored?.cell?.rssi);
  if (signalMoved) {
    const after = { ...stored, ...changes, ...linkFieldsOf(report) };
    if (gatewayLinkChange(stored, after)) {
      if (report.rssi !== undefined && report.rssi !== stored?.rssi) changes.rssi = report.rssi;
      if (report.cell && !changes.cell && report.cell.rssi !== stored?.cell?.rssi) changes.cell = report.cell;
    }
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/** What a report says of the gateway's link (its rssi, its cell with its rssi, Ethernet), the fields it carries. */
function linkFieldsOf(report: IngestGateway): Partial<Pick<GatewayInfo, 'rssi' | 'cell' | 'ethernet'>> {
  return {
    ...(report.rssi !== undefined ? { rssi: report.rssi } : {}),
    ...(report.cell !== undefined ? { cell: report.cell } : {}),
    ...(report.ethernet !== undefined ? { ethernet: report.ethernet } : {}),
  };
}

/**
 * What a gateway's report changes in its gatewayInfo as `systemId` (its key's system) may write
 * it: nothing when the stored document belongs to another system (the serial was claimed
 * elsewhere since), else gatewayReportChanges.
 */
export function ownGatewayReportChanges(
  systemId: string,
  stored: (StoredReport & Pick<GatewayInfo, 'systemId'>) | undefined,
  report: IngestGateway,
): Partial<GatewayInfo> | undefined {
  if (stored && stored.systemId !== systemId) return undefined;
  return gatewayReportChanges(stored, report);
}

/**
 * The gateway's info as the note of it heard counts its signal (domain/gatewayHeard.ts): its info
 * as it stands after this post (`info`), with the link this post reported (its exact rssi, which
 * gatewayInfo keeps only to the bars). Its system stays the stored one's, so a serial claimed
 * elsewhere since counts nothing (heardRssi).
 */
export function heardInfoOf<I extends Partial<Pick<GatewayInfo, 'systemId' | 'rssi' | 'cell' | 'ethernet'>>>(
  info: I | undefined,
  report: IngestGateway,
): I | undefined {
  return info ? { ...info, ...linkFieldsOf(report) } : undefined;
}
