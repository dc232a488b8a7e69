// The shared membership rules (their module defines zod schemas) as a module of their own, so that
// MembershipStore loads them on first use instead of with the app's first screen.
export { applyMembershipChange, membershipWrites } from '@neuron/shared';
