import type { Refusal } from './outcome.js';

/** What a key's create/rotate transaction read of the gateway. */
export interface GatewayKeyRead {
  /** The gateway's device type in the system (undefined: no such device). */
  deviceType: unknown;
  /** gatewayInfo/{sn}, undefined when missing. */
  info: { systemId?: unknown; keyHash?: unknown } | undefined;
  /** gatewayKeys/{sn}, undefined when missing. */
  key: { systemId?: unknown } | undefined;
}

/** The writes of an accepted create/rotate: the key document, and whether gatewayInfo loses a key hash. */
export interface GatewayKeyWrites {
  key: { systemId: string; keyHash: string; keyCreatedAt: number };
  /** A key hash kept on gatewayInfo from before gatewayKeys existed is removed. */
  dropLegacyHash: boolean;
}

/**
 * Whether a gateway of a system may get a new key, and the writes: the gateway is a device of
 * the system and its serial is claimed by this system (gatewayInfo.systemId, written when the
 * serial is claimed); 'create' needs no key yet, 'rotate' an existing key of this system. The
 * hash goes to gatewayKeys/{sn} (functions only); gatewayInfo, which members read, keeps none.
 */
export function planGatewayKey(
  systemId: string,
  gatewaySn: string,
  keyHash: string,
  mode: 'create' | 'rotate',
  now: number,
  read: GatewayKeyRead,
): { refusal: Refusal } | { writes: GatewayKeyWrites } {
  if (read.deviceType !== 'GATEWAY') {
    return { refusal: { code: 'not-found', message: `gatewaySn: ${gatewaySn} is not a gateway of this system` } };
  }
  if (!read.info || read.info.systemId !== systemId) {
    return {
      refusal: {
        code: 'failed-precondition',
        message: `gatewaySn: ${gatewaySn} is not claimed by this system; claim it first`,
      },
    };
  }
  const hasKey = read.key !== undefined || read.info.keyHash != null;
  const owner: unknown = read.key ? read.key.systemId : read.info.systemId;
  if (mode === 'create' && hasKey) {
    return {
      refusal: { code: 'already-exists', message: `gatewaySn: ${gatewaySn} already has a key; rotate it instead` },
    };
  }
  if (mode === 'rotate' && (!hasKey || owner !== systemId)) {
    return {
      refusal: { code: 'not-found', message: `gatewaySn: ${gatewaySn} has no key in this system; create one first` },
    };
  }
  return {
    writes: {
      key: { systemId, keyHash, keyCreatedAt: now },
      dropLegacyHash: read.info.keyHash != null,
    },
  };
}
