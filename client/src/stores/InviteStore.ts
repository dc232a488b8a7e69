import { makeAutoObservable, runInAction } from 'mobx';
import { INVITE_TOAST_TIMEOUT_MS, TOAST_BUTTONS } from '@neuron/shared';
import type { LoadedInvite } from '../data/invites';
import type { Transport } from './transport';
import type { UiStore } from './UiStore';

/** The signed-in user's invites, live; a toast for each invite added while the app runs (SPEC.md §4). */
export class InviteStore {
  invites: LoadedInvite[] = [];
  loaded = false;
  private unsubscribe?: () => void;
  private email?: string;
  private seen = new Set<string>();

  constructor(
    private readonly transport: Transport,
    private readonly ui: UiStore,
  ) {
    makeAutoObservable<InviteStore, 'transport' | 'ui' | 'unsubscribe' | 'email' | 'seen'>(this, {
      transport: false,
      ui: false,
      unsubscribe: false,
      email: false,
      seen: false,
    });
  }

  start(email: string): void {
    if (this.email === email && this.unsubscribe) return;
    this.dispose();
    this.email = email;
    this.unsubscribe = this.transport.watchInvites(email, (invites) => runInAction(() => this.receive(invites)));
  }

  private receive(invites: LoadedInvite[]): void {
    // The first snapshot is what was already there; only invites added afterwards get a toast.
    const fresh = this.loaded ? invites.filter((i) => !this.seen.has(i.id) && i.status === 'pending') : [];
    invites.forEach((i) => this.seen.add(i.id));
    this.invites = invites;
    this.loaded = true;
    for (const invite of fresh.reverse()) {
      this.ui.showToast({
        text: `New invitation to ${invite.systemName || invite.systemId}`,
        color: 'primary',
        timeout: INVITE_TOAST_TIMEOUT_MS,
        buttonText: TOAST_BUTTONS.open,
        redirect: '/invites',
      });
    }
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.email = undefined;
    this.seen = new Set();
    this.invites = [];
    this.loaded = false;
  }

  /** Accepts or declines an invite through its callable; resolves to the refusal message, if any. */
  async answer(inviteId: string, accept: boolean): Promise<string | undefined> {
    const call = accept ? this.transport.acceptInvite(inviteId) : this.transport.declineInvite(inviteId);
    const result = await this.ui.track(call);
    return result.ok ? undefined : result.message;
  }

  /** Invites still waiting for an answer: the red dot's count. */
  get pending(): LoadedInvite[] {
    return this.invites.filter((i) => i.status === 'pending');
  }
}
