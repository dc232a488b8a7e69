import type { CallableInput, CallableOutput } from '@neuron/shared';
import { callFunction, type CallResult } from './callables';

/** What claimDevice takes (docs/QR_PAYLOAD.md: the serial and claim code come from the QR code). */
export type ClaimInput = CallableInput<'claimDevice'>;

/** Claims a sensor or gateway for a system: checks the claim code and adds the device, atomically. */
export function claimDevice(input: ClaimInput): Promise<CallResult<CallableOutput<'claimDevice'>>> {
  return callFunction('claimDevice', input);
}

/** Issues a gateway's first ingest key; the key is in the answer only. */
export function createGatewayKey(
  systemId: string,
  gatewaySn: string,
): Promise<CallResult<CallableOutput<'createGatewayKey'>>> {
  return callFunction('createGatewayKey', { systemId, gatewaySn });
}

/** Replaces a gateway's ingest key; the old one stops working at once. */
export function rotateGatewayKey(
  systemId: string,
  gatewaySn: string,
): Promise<CallResult<CallableOutput<'rotateGatewayKey'>>> {
  return callFunction('rotateGatewayKey', { systemId, gatewaySn });
}
