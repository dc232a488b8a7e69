import { claimDeviceFor } from '../data/claims.js';
import type { ClaimInput } from '../domain/claim.js';
import type { Outcome } from '../domain/outcome.js';

/**
 * Claims a sensor or gateway for a system with its factory claim code (docs/QR_PAYLOAD.md): the
 * checks and the device's creation are one transaction in the data layer, decided by
 * `claimRefusal` (domain/claim.ts).
 */
export function claimDevice(
  input: ClaimInput,
  caller: { email?: string; email_verified?: boolean },
  nowMs: number,
): Promise<Outcome<{ sn: string }>> {
  return claimDeviceFor(input, caller, nowMs);
}
