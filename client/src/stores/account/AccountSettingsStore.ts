import { makeAutoObservable, runInAction } from 'mobx';
import { ACCOUNT_MESSAGES, AVATAR_MAX_LENGTH, phoneReverifyErrorMessage } from '@neuron/shared';
import type { AuthStore } from './AuthStore';
import { SignInStore } from './SignInStore';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';
import { featureStore } from '../featureStore';

/** What a save answered: done, or the message to show beside the field. */
export type SaveResult = { ok: true } | { ok: false; message: string };

/**
 * The profile settings that save (display name, avatar) and deleting the account, which always
 * asks the user to sign in again first.
 */
export class AccountSettingsStore {
  /** True while the "sign in again" prompt before deleting is open. */
  reauthNeeded = false;
  deleting = false;
  deleteError: string | undefined = undefined;

  constructor(
    private readonly transport: Transport,
    private readonly auth: AuthStore,
    readonly reauth: SignInStore,
    private readonly ui?: UiStore,
  ) {
    makeAutoObservable<AccountSettingsStore, 'transport' | 'auth' | 'ui'>(this, {
      transport: false,
      auth: false,
      reauth: false,
      ui: false,
    });
  }

  /** Saves the display name (at most 100 characters; empty shows the e-mail instead). */
  async saveDisplayName(name: string): Promise<SaveResult> {
    const uid = this.auth.user?.uid;
    const displayName = name.trim();
    if (displayName.length > 100) return { ok: false, message: ACCOUNT_MESSAGES.displayNameTooLong };
    if (!uid) return { ok: false, message: phoneReverifyErrorMessage(undefined) };
    return this.save(() => this.transport.saveProfile(uid, { displayName }));
  }

  /** Saves the avatar (a small data URL made in the browser), or null for the default picture. */
  async saveAvatar(dataUrl: string | null): Promise<SaveResult> {
    const uid = this.auth.user?.uid;
    if (!uid) return { ok: false, message: phoneReverifyErrorMessage(undefined) };
    if (dataUrl !== null && (!dataUrl.startsWith('data:image/') || dataUrl.length > AVATAR_MAX_LENGTH)) {
      return { ok: false, message: ACCOUNT_MESSAGES.imageUnreadable };
    }
    return this.save(() => this.transport.saveProfile(uid, { avatar: dataUrl }));
  }

  private async save(write: () => Promise<void>): Promise<SaveResult> {
    try {
      await write();
      return { ok: true };
    } catch (e) {
      console.error('saving the profile failed', e);
      return { ok: false, message: phoneReverifyErrorMessage((e as { code?: string }).code) };
    }
  }

  /** Opens the "sign in again" prompt; the account is deleted once it succeeds. */
  startDelete(): void {
    this.deleteError = undefined;
    this.reauthNeeded = true;
  }

  /** Signs in again with the prompt's method, then deletes. */
  async reauthenticate(method: { password: string } | 'google'): Promise<void> {
    if (await this.reauth.reauthenticate(method)) await this.afterReauth();
  }

  /** Called once signing in again (with its second factor, if any) has succeeded: deletes the account. */
  async afterReauth(): Promise<void> {
    this.reauthNeeded = false;
    this.deleting = true;
    const code = await this.transport.deleteAccount();
    if (code) {
      runInAction(() => {
        this.deleting = false;
        this.deleteError = phoneReverifyErrorMessage(code);
      });
      return;
    }
    // The account is gone: clear the merge flag and the session as a sign-out does.
    await this.auth.signOut().catch(() => undefined);
    runInAction(() => (this.deleting = false));
    this.ui?.showToast({ text: ACCOUNT_MESSAGES.accountDeleted });
  }

  /** Closes the prompt; nothing is deleted. */
  cancelReauth(): void {
    this.reauthNeeded = false;
    this.reauth.cancelStep();
  }
}

/** The profile page's settings, with a sign-in flow of its own (re-authentication). */
export const accountSettingsFeature = featureStore({
  make: (root) => new AccountSettingsStore(root.transport, root.auth, new SignInStore(root.transport), root.ui),
});
