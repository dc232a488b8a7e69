import { comparer, reaction } from 'mobx';
import { AccountSettingsStore } from './account/AccountSettingsStore';
import { normaliseEmail } from '@neuron/shared';
import { AuthStore } from './account/AuthStore';
import { EventsPageStore } from './events/EventsPageStore';
import { ClockStore } from './ClockStore';
import { DeviceAdminStore } from './devices/DeviceAdminStore';
import { DeviceStore } from './devices/DeviceStore';
import { EmailLinkStore } from './account/EmailLinkStore';
import { AlarmToastStore } from './events/AlarmToastStore';
import { EventBadgeStore } from './events/EventBadgeStore';
import { EventStore } from './events/EventStore';
import { ExportStore } from './history/ExportStore';
import { HistoryStore } from './history/HistoryStore';
import { InviteStore } from './invites/InviteStore';
import { MembershipStore } from './systems/MembershipStore';
import { MergeStore } from './account/MergeStore';
import { ProfileStore } from './account/ProfileStore';
import { RadioStore } from './devices/RadioStore';
import { MaintenanceStore } from './maintenance/MaintenanceStore';
import { ForecastStore } from './history/ForecastStore';
import { SecurityStore } from './account/SecurityStore';
import { SignInStore } from './account/SignInStore';
import { PushStore } from './notifications/PushStore';
import { RuleActionsStore } from './rules/RuleActionsStore';
import { SystemStore } from './systems/SystemStore';
import { ThemeStore } from './ThemeStore';
import type { Transport } from './transport';
import { UiStore } from './UiStore';
import { Editors } from './Editors';

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
  /** A toast for each new alarm in any of the user's systems, whatever page is open. */
  readonly alarmToasts: AlarmToastStore;
  private stopAlarmToasts?: () => void;
  readonly events: EventStore;
  readonly profile: ProfileStore;
  readonly ruleActions: RuleActionsStore;
  readonly push: PushStore;
  readonly membership: MembershipStore;
  readonly deviceAdmin: DeviceAdminStore;
  readonly history: HistoryStore;
  /** Trend and forecast of the open device over the history range. */
  readonly forecast: ForecastStore;
  readonly csvExport: ExportStore;
  readonly radio: RadioStore;
  /** The open system's maintenance windows (banner and row marks). */
  readonly maintenance: MaintenanceStore;
  readonly signIn: SignInStore;
  readonly emailLinks: EmailLinkStore;
  readonly security: SecurityStore;
  readonly merge: MergeStore;
  readonly accountSettings: AccountSettingsStore;
  /** The editors' factories (the one editor shape, EditorStore): one store per item a screen opens. */
  readonly editors: Editors;

  /** The data layer, for screens' reads and live lists (useLive / useLiveDocument); writes go through stores. */
  constructor(readonly transport: Transport) {
    this.auth = new AuthStore(transport);
    this.systems = new SystemStore(transport);
    // The device list is read again when the summary's device counts change (undefined while
    // the system itself is not known yet, so its arrival is not taken for a change).
    this.devices = new DeviceStore(transport, (systemId) => {
      const system = this.systems.byId(systemId);
      const s = system?.summary;
      return system && (s ? `${s.sensors}/${s.virtuals}/${s.gateways}` : 'no summary');
    });
    this.clock = new ClockStore();
    this.theme = new ThemeStore();
    this.ui = new UiStore();
    this.invites = new InviteStore(transport, this.ui);
    this.eventBadge = new EventBadgeStore(transport);
    this.alarmToasts = new AlarmToastStore(transport, this.ui);
    this.events = new EventStore(transport, this.auth, this.ui);
    this.profile = new ProfileStore(transport);
    this.membership = new MembershipStore(transport, this.ui);
    this.deviceAdmin = new DeviceAdminStore(transport, this.ui);
    this.history = new HistoryStore(transport, this.ui);
    this.forecast = new ForecastStore(transport, this.ui);
    this.csvExport = new ExportStore(transport, this.ui);
    this.radio = new RadioStore(transport);
    this.maintenance = new MaintenanceStore(transport);
    this.signIn = new SignInStore(transport);
    this.emailLinks = new EmailLinkStore(transport, this.auth);
    // Re-authentication has its own sign-in flow, so the Login screen's state is left alone.
    this.security = new SecurityStore(transport, new SignInStore(transport));
    this.merge = new MergeStore(transport);
    this.accountSettings = new AccountSettingsStore(transport, this.auth, new SignInStore(transport), this.ui);
    this.ruleActions = new RuleActionsStore(transport);
    this.push = new PushStore(transport);
    this.editors = new Editors(transport, this.ui, this.auth, this.accountSettings);
    // This browser's push token leaves the user's profile before sign-out (no writes after it).
    // Then everything the browser holds for the user goes, so the next user of this browser sees
    // none of it: the systems list kept for the next visit, the devices in memory and in the local
    // device cache, and the Firestore client with its cached documents and queued writes.
    this.auth.beforeSignOut = async (uid) => {
      this.systems.forgetCached();
      await this.push.disable(uid);
      this.devices.dispose();
      await Promise.all([transport.forgetCachedDevices(), transport.forgetFirestore()]);
    };
  }

  /** A paged, filtered events list (one per events screen). */
  eventsPage(): EventsPageStore {
    return new EventsPageStore(this.transport);
  }

  start(): void {
    this.auth.start();
    this.clock.start();
  }

  /** Starts or stops the per-user listeners when the signed-in user changes. */
  followUser(user: { uid: string; email: string | null } | null): void {
    if (user?.email) {
      const email = normaliseEmail(user.email);
      this.systems.start(email);
      this.invites.start(email);
      this.profile.start(user.uid);
      this.stopAlarmToasts ??= reaction(
        () => this.systems.systems.map((s) => ({ id: s.id, name: s.name })),
        (systems) => this.alarmToasts.follow(systems),
        { fireImmediately: true, equals: comparer.structural },
      );
    } else {
      this.stopAlarmToasts?.();
      this.stopAlarmToasts = undefined;
      this.alarmToasts.dispose();
      this.systems.dispose();
      this.invites.dispose();
      this.profile.dispose();
      this.eventBadge.dispose();
      this.maintenance.dispose();
    }
  }

  dispose(): void {
    this.auth.dispose();
    this.maintenance.dispose();
    this.systems.dispose();
    this.devices.dispose();
    this.clock.dispose();
    this.invites.dispose();
    this.eventBadge.dispose();
    this.stopAlarmToasts?.();
    this.alarmToasts.dispose();
    this.profile.dispose();
    this.history.close();
    this.forecast.close();
  }
}
