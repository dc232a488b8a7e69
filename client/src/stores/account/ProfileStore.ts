import { makeAutoObservable, runInAction } from 'mobx';
import { DEFAULT_AVATAR } from '@neuron/shared';
import type { LoadedUserProfile } from '../../data/users';
import { Listener } from '../listener';
import type { Transport } from '../transport';

/** The signed-in user's document (users/{uid}), live, for the avatar. */
export class ProfileStore {
  profile: LoadedUserProfile | undefined = undefined;
  private readonly listener = new Listener(() => {
    this.profile = undefined;
  });

  constructor(private readonly transport: Transport) {
    makeAutoObservable<ProfileStore, 'transport' | 'listener'>(this, { transport: false, listener: false });
  }

  /** Follows the user's document (restarts when the uid changes). */
  start(uid: string): void {
    this.listener.follow(uid, (id) =>
      this.transport.watchUserProfile(id, (p) =>
        runInAction(() => {
          this.profile = p;
        }),
      ),
    );
  }

  dispose(): void {
    this.listener.stop();
  }

  /** The avatar URL: the stored one, else the sign-in photo, else the local default svg. */
  avatar(photoURL: string | null | undefined): string {
    return this.profile?.avatar || photoURL || DEFAULT_AVATAR;
  }
}
