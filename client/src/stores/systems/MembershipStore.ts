import type { MembershipChange, SystemMembership } from '@neuron/shared';
import type { WriteResult } from '../events/EventStore';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';
import { refusalText } from '../refusal';

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
    const { applyMembershipChange } = await import('./membershipRules');
    const local = applyMembershipChange(shown, change);
    if (!local.ok) return { ok: false, error: local.message };
    try {
      await this.ui.track(this.transport.changeMembership(systemId, change));
      return { ok: true, value: undefined };
    } catch (error) {
      return { ok: false, error: refusalText('Could not save the members', error) };
    }
  }
}
