import { claimSerial } from '../data/claims.js';
import type { ClaimInput } from '@neuron/shared';
import { planClaim } from '../domain/claim.js';
import { done, refused, type Outcome } from '../domain/outcome.js';

/**
 * Claims a sensor or gateway for a system with its factory claim code (docs/QR_PAYLOAD.md): the
 * data layer reads and commits in one transaction, `planClaim` (domain/claim.ts) decides.
 */
export async function claimDevice(
  input: ClaimInput,
  caller: { email?: string; email_verified?: boolean },
  nowMs: number,
): Promise<Outcome<{ sn: string }>> {
  const decided = await claimSerial(input.systemId, input.type, input.sn, (read) =>
    planClaim(input, caller, nowMs, read),
  );
  return 'refusal' in decided ? refused(decided.refusal.code, decided.refusal.message) : done({ sn: input.sn });
}
