import { checkOutboundUrl, isAllowedAddress, outboundPolicyFrom, type OutboundPolicy } from '@neuron/shared';

/**
 * The judgement an outbound POST to a user's URL goes through (data/outbound.ts asks it before
 * connecting): whether the URL may be called at all, and whether each address its host resolves
 * to is public (loopback too when the emulator test run allows it). The shared outbound policy's
 * decisions, handed to the data layer in the POST's plan.
 */
export interface OutboundGuard {
  checkUrl(url: string): ReturnType<typeof checkOutboundUrl>;
  allowsAddress(address: string): boolean;
}

/** The guard of a policy. */
export function outboundGuard(policy: OutboundPolicy): OutboundGuard {
  return {
    checkUrl: (url) => checkOutboundUrl(url, policy),
    allowsAddress: (address) => isAllowedAddress(address, policy),
  };
}

/** The guard of the environment (NEURON_ALLOW_LOOPBACK_OUTBOUND, only the emulator test run sets it). */
export function outboundGuardFrom(env: Record<string, string | undefined>): OutboundGuard {
  return outboundGuard(outboundPolicyFrom(env));
}
