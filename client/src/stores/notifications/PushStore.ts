import { makeAutoObservable, runInAction } from 'mobx';
import { StatedRefusal, refusalText } from '../refusal';
import type { Transport } from '../transport';

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where this browser remembers the token it registered (to remove it again, e.g. at sign-out). */
export const PUSH_TOKEN_KEY = 'neuron.pushToken';

/** Why this browser is not registered, in the user's words (the browser's answer, or the data layer's). */
const WHY_NOT: Record<NotificationPermission | 'unsupported' | 'not_configured', string> = {
  unsupported: 'This browser cannot show notifications.',
  denied: 'Notifications are blocked for this site: allow them in the browser’s site settings.',
  default: 'Notifications are blocked for this site: allow them in the browser’s site settings.',
  granted: '',
  not_configured: 'Web push is not configured for this site (its build has no VAPID key).',
};

/** "Notify me on this device": web-push registration of this browser for the signed-in user. */
export class PushStore {
  token: string | null;
  busy = false;
  error: string | null = null;

  constructor(
    private readonly transport: Transport,
    private readonly storage: TokenStorage = localStorage,
  ) {
    this.token = storage.getItem(PUSH_TOKEN_KEY);
    makeAutoObservable<PushStore, 'transport' | 'storage'>(this, { transport: false, storage: false });
  }

  get registered(): boolean {
    return this.token !== null;
  }

  /** Asks for permission, gets this browser's token and stores it on the user. */
  async enable(uid: string): Promise<void> {
    this.busy = true;
    this.error = null;
    try {
      const permission = await this.transport.requestNotificationPermission();
      if (permission !== 'granted') throw new StatedRefusal(WHY_NOT[permission]);
      const obtained = await this.transport.obtainPushToken();
      if ('refused' in obtained) throw new StatedRefusal(WHY_NOT[obtained.refused]);
      const { token } = obtained;
      await this.transport.storePushToken(uid, token);
      this.storage.setItem(PUSH_TOKEN_KEY, token);
      runInAction(() => (this.token = token));
    } catch (e) {
      runInAction(() => (this.error = refusalText('Notifications not turned on', e)));
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  /** Stops pushes to this browser for the user (also called just before signing out). */
  async disable(uid: string): Promise<void> {
    const token = this.token;
    if (!token) return;
    this.busy = true;
    try {
      await this.transport.dropPushToken(uid, token);
    } catch (e) {
      runInAction(() => (this.error = refusalText('Notifications not turned off', e)));
    } finally {
      // Forgotten here as soon as the user's list no longer has it: releasing the token with
      // the push service (below) may first have to load the messaging SDK.
      this.storage.removeItem(PUSH_TOKEN_KEY);
      runInAction(() => (this.token = null));
    }
    await this.transport.releasePushToken().catch(() => undefined);
    runInAction(() => (this.busy = false));
  }
}
