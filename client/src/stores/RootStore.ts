import { AuthStore } from './AuthStore';
import { ClockStore } from './ClockStore';
import { DeviceAdminStore } from './DeviceAdminStore';
import { DeviceStore } from './DeviceStore';
import { EventBadgeStore } from './EventBadgeStore';
import { EventStore } from './EventStore';
import { InviteStore } from './InviteStore';
import { MembershipStore } from './MembershipStore';
import { ProfileStore } from './ProfileStore';
import { SystemStore } from './SystemStore';
import { ThemeStore } from './ThemeStore';
import type { Transport } from './transport';
import { UiStore } from './UiStore';

/** Creates every store and hands each the data layer (docs/ARCHITECTURE.md). */
export class RootStore {
  readonly auth: AuthStore;
  readonly systems: SystemStore;
  readonly devices: DeviceStore;
  readonly clock: ClockStore;
  readonly theme: ThemeStore;
  readonly ui: UiStore;
  readonly invites: InviteStore;
  readonly eventBadge: EventBadgeStore;
  readonly events: EventStore;
  readonly profile: ProfileStore;
  readonly membership: MembershipStore;
  readonly deviceAdmin: DeviceAdminStore;

  /** The data layer, for screens' reads and live lists (useLive / useLiveDocument); writes go through stores. */
  constructor(readonly transport: Transport) {
    this.auth = new AuthStore(transport);
    this.systems = new SystemStore(transport);
    this.devices = new DeviceStore(transport);
    this.clock = new ClockStore();
    this.theme = new ThemeStore();
    this.ui = new UiStore();
    this.invites = new InviteStore(transport, this.ui);
    this.eventBadge = new EventBadgeStore(transport);
    this.events = new EventStore(transport, this.auth, this.ui);
    this.profile = new ProfileStore(transport);
    this.membership = new MembershipStore(transport, this.ui);
    this.deviceAdmin = new DeviceAdminStore(transport, this.ui);
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
