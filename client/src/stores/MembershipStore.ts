import { applyMembershipChange, type MembershipChange, type SystemMembership } from '@neuron/shared';
import type { Transport } from './transport';
import type { UiStore } from './UiStore';

/** Membership writes of the members panel: invitations, roles, removals (admins only). */
export class MembershipStore {
  constructor(
    private readonly transport: Transport,
    private readonly ui: UiStore,
  ) {}

  /**
   * Checks the change against what the panel shows (live, so it is the server's view), so a
   * refusal writes nothing and says why; then writes it. Resolves to the refusal message, or
   * undefined when saved. The rules refuse an empty admin list whatever the client checked.
   */
  async change(systemId: string, shown: SystemMembership, change: MembershipChange): Promise<string | undefined> {
    const local = applyMembershipChange(shown, change);
    if (!local.ok) return local.message;
    try {
      await this.ui.track(this.transport.changeMembership(systemId, change));
      return undefined;
    } catch (error) {
      console.error('membership change failed', error);
      return `Could not save: ${(error as Error).message}`;
    }
  }
}
