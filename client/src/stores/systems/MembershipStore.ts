import { MEMBERSHIP_ERRORS, type MembershipChange, type SystemMembership } from '@neuron/shared';
import type { WriteResult } from '../events/EventStore';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';
import { refusalText } from '../refusal';
import { featureStore } from '../featureStore';

/** Membership writes of the members panel: invitations, roles, removals (admins only). */
export class MembershipStore {
  constructor(
    private readonly transport: Transport,
    private readonly ui: UiStore,
  ) {}

  /**
   * Checks the change against what the panel shows (live, so it is the server's view): a refusal
   * writes nothing and says why. Then writes it; the rules refuse an empty admin list whatever
   * the client checked.
   */
  async change(systemId: string, shown: SystemMembership, change: MembershipChange): Promise<WriteResult> {
    const { applyMembershipChange, membershipWrites } = await import('./membershipRules');
    const local = applyMembershipChange(shown, change);
    const writes = membershipWrites(change);
    if (!local.ok || !writes) return { ok: false, error: local.ok ? MEMBERSHIP_ERRORS.invalidEmail : local.message };
    try {
      await this.ui.track(this.transport.changeMembership(systemId, writes));
      return { ok: true, value: undefined };
    } catch (error) {
      return { ok: false, error: refusalText('Could not save the members', error) };
    }
  }

  /**
   * The signed-in member leaves the system (`email` is theirs): the rules let a member take only
   * their own e-mail out, and never the last admin's, which is refused here first with its reason.
   */
  async leave(systemId: string, shown: SystemMembership, email: string): Promise<WriteResult> {
    const { applyMembershipChange, membershipWrites } = await import('./membershipRules');
    const local = applyMembershipChange(shown, { kind: 'remove', email });
    const writes = membershipWrites({ kind: 'remove', email });
    if (!local.ok || !writes) return { ok: false, error: local.ok ? MEMBERSHIP_ERRORS.invalidEmail : local.message };
    try {
      await this.ui.track(this.transport.changeMembership(systemId, writes));
      return { ok: true, value: undefined };
    } catch (error) {
      return { ok: false, error: refusalText('Could not leave the system', error) };
    }
  }
}

/** The members panel's store, made by the screens that show it. */
export const membershipFeature = featureStore({
  make: (root) => new MembershipStore(root.transport, root.ui),
});
