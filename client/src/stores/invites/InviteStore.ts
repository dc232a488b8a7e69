import { makeAutoObservable, runInAction } from 'mobx';
import { INVITE_TOAST_TIMEOUT_MS, TOAST_BUTTONS } from '@neuron/shared';
import type { LoadedInvite } from '../../data/invites';
import { Listener } from '../listener';
import { callRefusalText } from '../refusal';
import type { WriteResult } from '../events/EventStore';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';

/** The signed-in user's invites, live; a toast for each invite added while the app runs (docs/BEHAVIOUR.md). */
export class InviteStore {
  invites: LoadedInvite[] = [];
  loaded = false;
  /** Invites whose answer is on its way (the call can take seconds): what was asked, by id. */
  answering: Record<string, 'accept' | 'decline'> = {};
  private readonly listener = new Listener(() => this.reset());
  private seen = new Set<string>();

  constructor(
    private readonly transport: Transport,
    private readonly ui: UiStore,
  ) {
    makeAutoObservable<InviteStore, 'transport' | 'ui' | 'listener' | 'seen'>(this, {
      transport: false,
      ui: false,
      listener: false,
      seen: false,
    });
  }

  /** Follows the invites addressed to this e-mail (restarts when the e-mail changes). */
  start(email: string): void {
    this.listener.follow(email, (e) =>
      this.transport.watchInvites(e, (invites) => runInAction(() => this.receive(invites))),
    );
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
    this.listener.stop();
  }

  private reset(): void {
    this.seen = new Set();
    this.invites = [];
    this.loaded = false;
  }

  /**
   * Accepts or declines an invite through its callable; `answering` says so meanwhile, so the
   * screen shows progress. A second press while one answer is on its way sends nothing.
   */
  async answer(inviteId: string, accept: boolean): Promise<WriteResult> {
    if (this.answering[inviteId]) return { ok: false, error: 'Your answer is on its way.' };
    this.answering[inviteId] = accept ? 'accept' : 'decline';
    try {
      const call = accept ? this.transport.acceptInvite(inviteId) : this.transport.declineInvite(inviteId);
      const result = await this.ui.track(call);
      return result.ok ? { ok: true, value: undefined } : { ok: false, error: callRefusalText(result) };
    } finally {
      runInAction(() => delete this.answering[inviteId]);
    }
  }

  /** Invites still waiting for an answer: the red dot's count. */
  get pending(): LoadedInvite[] {
    return this.invites.filter((i) => i.status === 'pending');
  }
}
