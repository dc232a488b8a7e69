import type { EventRule, PushConfig } from '@neuron/shared';
import { accountSettingsFeature, type AccountSettingsStore } from './account/AccountSettingsStore';
import type { AuthStore } from './account/AuthStore';
import { DisplayNameStore } from './account/DisplayNameStore';
import { ClaimEditorStore } from './devices/ClaimEditorStore';
import type { DeviceDrafts } from './devices/deviceDraft';
import { DeviceEditorStore } from './devices/DeviceEditorStore';
import { NewVirtualEditorStore } from './devices/NewVirtualEditorStore';
import { ManualEventEditorStore } from './events/ManualEventEditorStore';
import { IntegrationEditorStore } from './integrations/IntegrationEditorStore';
import { MaintenanceEditorStore } from './maintenance/MaintenanceEditorStore';
import type { DeviceView, IntegrationView, MaintenanceWindowView } from './models';
import { ChannelEditorStore } from './rules/ChannelEditorStore';
import { RuleEditorStore } from './rules/RuleEditorStore';
import type { RuleForm } from './rules/ruleForm';
import type { Transport } from './transport';
import type { UiStore } from './UiStore';
import { featureStore } from './featureStore';

/** How long a secret handed from a "new" editor waits for the item's own editor. */
const HANDED_SECRET_MS = 30_000;

/**
 * Makes the editors (the one editor shape, EditorStore; docs/CLIENT.md): a store per item a
 * screen opens, create and edit alike, each with the transport, the UI store (progress bar, error
 * toasts) and what its check or writes need.
 */
export class Editors {
  constructor(
    private readonly transport: Transport,
    private readonly ui: UiStore,
    private readonly auth: AuthStore,
    private readonly accountSettings: AccountSettingsStore,
  ) {}

  /** The rule editor's draft for one rule (ruleId null: a new one), its writes through the data layer. */
  rule(systemId: string, ruleId: string | null, stored?: EventRule, preset?: Partial<RuleForm>): RuleEditorStore {
    return new RuleEditorStore(this.transport, systemId, ruleId, stored, preset, this.ui);
  }

  /** The maintenance window editor (stored null: a new window), its times in the system's zone. */
  maintenanceWindow(systemId: string, timeZone: string, stored: MaintenanceWindowView | null): MaintenanceEditorStore {
    return new MaintenanceEditorStore(
      this.transport,
      systemId,
      timeZone,
      this.auth.email ?? '',
      stored,
      Date.now(),
      this.ui,
    );
  }

  /**
   * The device editor for one device. `drafts` is stores/devices/deviceDraft.ts, which the
   * editor's lazy chunk loads and hands in (its config form checks with zod).
   */
  device(systemId: string, device: DeviceView, drafts: DeviceDrafts): DeviceEditorStore {
    return new DeviceEditorStore(this.transport, systemId, device.sn, device, drafts, this.ui);
  }

  /** The add-sensor or add-gateway form (a claim) for one visit. */
  claim(systemId: string, type: 'SENSOR' | 'GATEWAY'): ClaimEditorStore {
    return new ClaimEditorStore(this.transport, systemId, type, this.ui);
  }

  /** The add-virtual-sensor form for one visit. */
  newVirtual(systemId: string): NewVirtualEditorStore {
    return new NewVirtualEditorStore(this.transport, systemId, this.ui);
  }

  /** The create-event form for one visit. */
  manualEvent(systemId: string): ManualEventEditorStore {
    return new ManualEventEditorStore(this.transport, this.auth, systemId, this.ui);
  }

  /** Secrets just made on a "new" editor, on their way to the editor of the item's own page. */
  private readonly handedSecrets = new Map<string, { secret: string; at: number }>();

  /**
   * Hands a just-created item's secret (a webhook channel's, an integration's) to its editor,
   * which shows it. Taken by an editor made within a few seconds (React's development mode makes
   * a screen's store twice, and the new item's page waits for its listener), never by a later visit.
   */
  handOverSecret(itemId: string, secret: string): void {
    this.handedSecrets.set(itemId, { secret, at: Date.now() });
  }

  /** Whether `itemId` was created a moment ago here (its page waits for the live list to bring it). */
  justCreated(itemId: string | undefined): boolean {
    return !!itemId && this.handedSecret(itemId) !== undefined;
  }

  private handedSecret(itemId: string | null): string | undefined {
    const handed = itemId ? this.handedSecrets.get(itemId) : undefined;
    return handed && Date.now() - handed.at < HANDED_SECRET_MS ? handed.secret : undefined;
  }

  /** The channel editor for one channel (channelId null: a new one). */
  channel(
    systemId: string,
    channelId: string | null,
    stored?: PushConfig,
    members: readonly string[] = [],
  ): ChannelEditorStore {
    const store = new ChannelEditorStore(this.transport, systemId, channelId, stored, this.ui, members);
    const secret = this.handedSecret(channelId);
    if (secret) store.showSecret(secret);
    return store;
  }

  /** The integration editor for one integration (undefined: a new one). */
  integration(systemId: string, stored: IntegrationView | undefined): IntegrationEditorStore {
    const store = new IntegrationEditorStore(this.transport, systemId, stored, this.ui);
    const secret = this.handedSecret(stored?.id ?? null);
    if (secret) store.showSecret(secret);
    return store;
  }

  /** The profile's display-name editor, starting from the name stored now. */
  displayName(stored: string): DisplayNameStore {
    return new DisplayNameStore(this.accountSettings, stored, this.ui);
  }
}

/**
 * The editors' factories, made by the first screen that edits something (a feature store: the
 * editors' code comes with the lazy screens, not the first one). The create-a-system form of the
 * systems list, the first screen, is made by `newSystemEditor` (stores/systems/NewSystemEditorStore.ts).
 */
export const editorsFeature = featureStore({
  make: (root) => new Editors(root.transport, root.ui, root.auth, root.feature(accountSettingsFeature)),
});
