import { comparer, reaction } from 'mobx';
import { normaliseEmail } from '@neuron/shared';
import { AuthStore } from './account/AuthStore';
import { ClockStore } from './ClockStore';
import { EmailLinkStore } from './account/EmailLinkStore';
import { AlarmToastStore } from './events/AlarmToastStore';
import { EventBadgeStore } from './events/EventBadgeStore';
import { InviteStore } from './invites/InviteStore';
import { MergeStore } from './account/MergeStore';
import { ProfileStore } from './account/ProfileStore';
import { SignInStore } from './account/SignInStore';
import { PushStore } from './notifications/PushStore';
import { SystemStore } from './systems/SystemStore';
import { ThemeStore } from './ThemeStore';
import type { Transport } from './transport';
import { UiStore } from './UiStore';
import { FeatureStores, type FeatureStore } from './featureStore';

/**
 * Creates the stores every screen may need (the shell, the first screens, the per-user listeners)
 * and hands each the data layer (docs/CLIENT.md). The stores of the other screens are
 * feature stores (featureStore.ts), made by the first screen that asks for one (`feature(spec)`).
 */
export class RootStore {
  readonly auth: AuthStore;
  readonly systems: SystemStore;
  readonly clock: ClockStore;
  readonly theme: ThemeStore;
  readonly ui: UiStore;
  readonly invites: InviteStore;
  readonly eventBadge: EventBadgeStore;
  /** A toast for each new alarm in any of the user's systems, whatever page is open. */
  readonly alarmToasts: AlarmToastStore;
  private stopAlarmToasts?: () => void;
  readonly profile: ProfileStore;
  readonly push: PushStore;
  readonly signIn: SignInStore;
  readonly emailLinks: EmailLinkStore;
  readonly merge: MergeStore;
  /** The stores of the lazy screens, made on first use. */
  private readonly features = new FeatureStores(this);

  /** The data layer, for screens' reads and live lists (useLive / useLiveDocument); writes go through stores. */
  constructor(readonly transport: Transport) {
    this.auth = new AuthStore(transport);
    this.systems = new SystemStore(transport);
    this.clock = new ClockStore();
    this.theme = new ThemeStore();
    this.ui = new UiStore();
    this.invites = new InviteStore(transport, this.ui);
    this.eventBadge = new EventBadgeStore(transport);
    this.alarmToasts = new AlarmToastStore(transport, this.ui);
    this.profile = new ProfileStore(transport);
    this.signIn = new SignInStore(transport);
    this.emailLinks = new EmailLinkStore(transport, this.auth);
    this.merge = new MergeStore(transport);
    this.push = new PushStore(transport);
    // This browser's push token leaves the user's profile before sign-out (no writes after it).
    // Then everything the browser holds for the user goes, so the next user of this browser sees
    // none of it: the systems list kept for the next visit, the devices in memory and in the local
    // device cache, and the Firestore client with its cached documents and queued writes.
    this.auth.beforeSignOut = async (uid) => {
      this.systems.forgetCached();
      await this.push.disable(uid);
      this.features.each('beforeSignOut');
      await Promise.all([transport.forgetCachedDevices(), transport.forgetFirestore()]);
    };
  }

  /** A lazy screen's store (one per root store), made on first use. */
  feature<T>(spec: FeatureStore<T>): T {
    return this.features.get(spec);
  }

  /** The page is being left: the feature stores write what they hold back (the device cache). */
  pageHide(): void {
    this.features.each('pageHide');
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
      this.features.each('signedOut');
    }
  }

  dispose(): void {
    this.auth.dispose();
    this.systems.dispose();
    this.clock.dispose();
    this.invites.dispose();
    this.eventBadge.dispose();
    this.stopAlarmToasts?.();
    this.alarmToasts.dispose();
    this.profile.dispose();
    this.features.each('dispose');
  }
}
