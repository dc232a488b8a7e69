import type { GatewayLink } from '../schemas/device.js';
import type { GatewayInfo } from '../schemas/gatewayInfo.js';
import type { DeviceStatus } from './deviceStatus.js';
import type { SignalDisplay } from './signal.js';

/** How the gateway is connected, in words. */
export type GatewayLinkName = 'Ethernet' | 'Cellular' | null;

/** What a gateway page's Connection section says: the row's own facts, and what it reported. */
export interface GatewayConnection {
  online: boolean;
  /** When it was last heard (a sensor's sample through it, or its own report), as the row says. */
  lastReport: number | null;
  link: GatewayLinkName;
  /** The row's signal (null when none is known). */
  signal: SignalDisplay | null;
  /** The rssi it reported, in dBm, shown beside the bars (not for Ethernet). */
  rssi: number | null;
}

/**
 * The gateway page's Connection facts from the same live data as its row and header
 * (deviceStatus over the device's `link` and `reportedAt`), so the page tells one story: online,
 * last report, link and signal agree with the row. What the gateway reported of itself
 * (gatewayInfo) fills in what the row does not carry: the exact rssi, and the link of a gateway
 * that reported a cell but not yet its link (then it is on the cellular network).
 */
export function gatewayConnection(
  status: DeviceStatus,
  link: GatewayLink | undefined,
  info: Pick<GatewayInfo, 'ethernet' | 'rssi' | 'cell'> | undefined,
): GatewayConnection {
  const ethernet = link?.ethernet ?? info?.ethernet;
  const linkName: GatewayLinkName = ethernet ? 'Ethernet' : ethernet === false || info?.cell ? 'Cellular' : null;
  return {
    online: status.online,
    lastReport: status.lastSeen,
    link: linkName,
    signal: status.signal,
    rssi: linkName === 'Ethernet' ? null : (link?.rssi ?? info?.rssi ?? null),
  };
}
