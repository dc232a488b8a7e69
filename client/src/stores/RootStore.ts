import { comparer, reaction } from 'mobx';
import { AccountSettingsStore } from './account/AccountSettingsStore';
import type { EventRule, PushConfig } from '@neuron/shared';
import { AuthStore } from './account/AuthStore';
import { DisplayNameStore } from './account/DisplayNameStore';
import { ChannelEditorStore } from './rules/ChannelEditorStore';
import { EventsPageStore } from './events/EventsPageStore';
import { IntegrationStore } from './integrations/IntegrationStore';
import { RuleEditorStore } from './rules/RuleEditorStore';
import type { RuleForm } from './rules/ruleForm';
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
import { MaintenanceEditorStore } from './maintenance/MaintenanceEditorStore';
import type { LoadedMaintenanceWindow } from '../data/maintenance';
import { SecurityStore } from './account/SecurityStore';
import { SignInStore } from './account/SignInStore';
import { PushStore } from './notifications/PushStore';
import { RuleActionsStore } from './rules/RuleActionsStore';
import { SystemStore } from './systems/SystemStore';
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

  /** The rule editor's draft for one rule (ruleId null: a new one), its writes through the data layer. */
  ruleEditor(systemId: string, ruleId: string | null, stored?: EventRule, preset?: Partial<RuleForm>): RuleEditorStore {
    return new RuleEditorStore(this.transport, systemId, ruleId, stored, preset, this.ui);
  }

  /** The maintenance window editor (stored null: a new window), its times in the system's zone. */
  maintenanceEditor(
    systemId: string,
    timeZone: string,
    stored: LoadedMaintenanceWindow | null,
  ): MaintenanceEditorStore {
    return new MaintenanceEditorStore(this.transport, systemId, timeZone, this.auth.email ?? '', stored, Date.now());
  }

  /** A new webhook channel's secret, on its way from the "new" editor to the channel's own page. */
  private createdChannelSecret: { channelId: string; secret: string; at: number } | null = null;

  /**
   * Hands a just-created channel's secret to its editor, which shows it. Taken by the editor
   * made within a few seconds (React's development mode makes a screen's store twice), never by
   * a later visit.
   */
  handOverChannelSecret(channelId: string, secret: string): void {
    this.createdChannelSecret = { channelId, secret, at: Date.now() };
  }

  /** The channel editor for one channel (channelId null: a new one). */
  channelEditor(
    systemId: string,
    channelId: string | null,
    stored?: PushConfig,
    members: readonly string[] = [],
  ): ChannelEditorStore {
    const store = new ChannelEditorStore(this.transport, systemId, channelId, stored, this.ui, members);
    const handed = this.createdChannelSecret;
    if (handed && handed.channelId === channelId && Date.now() - handed.at < 5_000) store.showSecret(handed.secret);
    return store;
  }

  /** The integrations screen's actions for one system. */
  integrationEditor(systemId: string): IntegrationStore {
    return new IntegrationStore(this.transport, systemId, this.ui);
  }

  /** The profile's display-name editor, starting from the name stored now. */
  displayNameEditor(stored: string): DisplayNameStore {
    return new DisplayNameStore(this.accountSettings, stored);
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
      this.systems.start(user.email.toLowerCase());
      this.invites.start(user.email.toLowerCase());
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
