import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_AVATAR } from '@neuron/shared';
import type { LoadedUserProfile } from '../data/users';
import type { Transport } from './transport';

/** The signed-in user's document (users/{uid}), live, for the avatar. */
export class ProfileStore {
  profile: LoadedUserProfile | undefined = undefined;
  private uid?: string;
  private unsubscribe?: () => void;

  constructor(private readonly transport: Transport) {
    makeAutoObservable<ProfileStore, 'transport' | 'unsubscribe' | 'uid'>(this, {
      transport: false,
      unsubscribe: false,
      uid: false,
    });
  }

  start(uid: string): void {
    if (this.uid === uid && this.unsubscribe) return;
    this.dispose();
    this.uid = uid;
    this.unsubscribe = this.transport.watchUserProfile(uid, (p) =>
      runInAction(() => {
        this.profile = p;
      }),
    );
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.uid = undefined;
    this.profile = undefined;
  }

  /** The avatar URL: the stored one, else the sign-in photo, else the local default svg. */
  avatar(photoURL: string | null | undefined): string {
    return this.profile?.avatar || photoURL || DEFAULT_AVATAR;
  }
}
