import { signalDisplay, type GatewayInfo, type GatewayLink } from '@neuron/shared';
import { stableJson } from './derivedRecompute.js';

/**
 * A gateway's link as its row shows it, from what it reported of itself (gatewayInfo): its own
 * rssi (else its cell's) and whether it is on Ethernet. None when it reported neither.
 */
export function gatewayLinkOf(
  info: Pick<GatewayInfo, 'rssi' | 'ethernet' | 'cell'> | undefined,
): GatewayLink | undefined {
  const rssi = info?.rssi ?? info?.cell?.rssi ?? null;
  if (info?.ethernet === undefined && rssi === null) return undefined;
  return { ethernet: info?.ethernet === true, rssi };
}

/** What the row draws of a link (bars, outline or Ethernet), whatever the exact rssi. */
function rowView(link: GatewayLink): string {
  return stableJson(signalDisplay({ sampleTime: 0, rssi: link.rssi, ethernet: link.ethernet }, 0));
}

/**
 * The link to write on the gateway's device after its gatewayInfo changed from `before` to
 * `after`: only when what its row draws changed (Ethernet, or the rssi crossed into other bars),
 * so an rssi wandering within its bars costs no write. Undefined: nothing to write.
 */
export function gatewayLinkChange(
  before: Pick<GatewayInfo, 'rssi' | 'ethernet' | 'cell'> | undefined,
  after: Pick<GatewayInfo, 'rssi' | 'ethernet' | 'cell'> | undefined,
): GatewayLink | undefined {
  const next = gatewayLinkOf(after);
  if (!next) return undefined;
  const previous = gatewayLinkOf(before);
  return previous && rowView(previous) === rowView(next) ? undefined : next;
}
