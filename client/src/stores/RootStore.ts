import { AuthStore } from './AuthStore';
import { ClockStore } from './ClockStore';
import { DeviceStore } from './DeviceStore';
import { EventBadgeStore } from './EventBadgeStore';
import { InviteStore } from './InviteStore';
import { ProfileStore } from './ProfileStore';
import { PushStore } from './PushStore';
import { RuleActionsStore } from './RuleActionsStore';
import { SystemStore } from './SystemStore';
import { ThemeStore } from './ThemeStore';
import type { Transport } from './transport';
import { UiStore } from './UiStore';

/** Creates every store and hands each the data layer (STYLE.md §2). */
export class RootStore {
  readonly auth: AuthStore;
  readonly systems: SystemStore;
  readonly devices: DeviceStore;
  readonly clock: ClockStore;
  readonly theme: ThemeStore;
  readonly ui: UiStore;
  readonly invites: InviteStore;
  readonly eventBadge: EventBadgeStore;
  readonly profile: ProfileStore;
  readonly ruleActions: RuleActionsStore;
  readonly push: PushStore;

  /** The data layer, for screens' one-off reads and live lists (see useLive). */
  constructor(readonly transport: Transport) {
    this.auth = new AuthStore(transport);
    this.systems = new SystemStore(transport);
    this.devices = new DeviceStore(transport);
    this.clock = new ClockStore();
    this.theme = new ThemeStore();
    this.ui = new UiStore();
    this.invites = new InviteStore(transport, this.ui);
    this.eventBadge = new EventBadgeStore(transport);
    this.profile = new ProfileStore(transport);
    this.ruleActions = new RuleActionsStore(transport);
    this.push = new PushStore(transport);
    // This browser's push token leaves the user's profile before sign-out (no writes after it).
    this.auth.beforeSignOut = async (uid) => this.push.disable(uid);
  }

  start(): void {
    this.auth.start();
    this.clock.start();
  }

  /** Starts or stops the per-user listeners when the signed-in user changes. */
  followUser(user: { uid: string; email: string | null } | null): void {
    if (user?.email) {
      this.systems.start(user.email.toLowerCase());
      this.invites.start(user.email.toLowerCase());
      this.profile.start(user.uid);
    } else {
      this.systems.dispose();
      this.invites.dispose();
      this.profile.dispose();
      this.eventBadge.dispose();
    }
  }

  dispose(): void {
    this.auth.dispose();
    this.systems.dispose();
    this.devices.dispose();
    this.clock.dispose();
    this.invites.dispose();
    this.eventBadge.dispose();
    this.profile.dispose();
  }
}
