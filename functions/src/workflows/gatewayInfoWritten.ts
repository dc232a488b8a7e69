import { GatewayInfoSchema, type GatewayInfo } from '@neuron/shared';
import { writeGatewayLink } from '../data/gatewayInfo.js';
import { gatewayLinkChange } from '../domain/gatewayLink.js';
import { locateGateway } from './geolocation.js';

/** A stored gatewayInfo field by field: one malformed field (an older document) loses only itself. */
function parseInfo(data: Record<string, unknown> | undefined): Partial<GatewayInfo> | undefined {
  if (!data) return undefined;
  const fields = GatewayInfoSchema.shape;
  return {
    systemId: fields.systemId.safeParse(data.systemId).data,
    cell: fields.cell.safeParse(data.cell).data,
    rssi: fields.rssi.safeParse(data.rssi).data,
    ethernet: fields.ethernet.safeParse(data.ethernet).data,
  };
}

/**
 * A gateway's info was written (docs/BEHAVIOUR.md): when its cell tower changed, its location is
 * looked up; when what its row draws of its own link changed (domain/gatewayLink.ts), the link is
 * copied onto its device, so the row shows the gateway's signal from its device alone. Its info is
 * written only when what it reports changes: being heard is noted on its device by /ingest itself
 * (domain/gatewayHeard.ts), so a gateway heard runs no trigger.
 */
export async function gatewayInfoWritten(
  gatewaySn: string,
  beforeData: Record<string, unknown> | undefined,
  afterData: Record<string, unknown> | undefined,
  nowMs: number,
): Promise<void> {
  const before = parseInfo(beforeData);
  const after = parseInfo(afterData);
  const link = gatewayLinkChange(before, after);
  if (link && after?.systemId) await writeGatewayLink(after.systemId, gatewaySn, link);
  await locateGateway(gatewaySn, before?.cell, after?.cell, nowMs);
}
