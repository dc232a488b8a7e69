import { makeAutoObservable, runInAction } from 'mobx';
import type { Transport } from '../transport';

/**
 * The account merge (docs/BEHAVIOUR.md): while the 'user-requires-merge' claim is set, the user
 * proves the other account with the same e-mail by signing in to it; the server merges it into
 * this one; the refreshed token clears the flag and the guard lets the user go.
 */
export class MergeStore {
  busy = false;
  error: string | undefined = undefined;
  merged = false;

  constructor(private readonly transport: Transport) {
    makeAutoObservable<MergeStore, 'transport'>(this, { transport: false });
  }

  /** Signs in to the other account (password or Google), then merges it into this one. */
  async merge(method: { email: string; password: string } | 'google'): Promise<void> {
    this.busy = true;
    this.error = undefined;
    const proof = await this.transport.proveOtherAccount(method);
    const failure = 'message' in proof ? proof.message : await this.transport.mergeOtherAccount(proof);
    runInAction(() => {
      this.busy = false;
      this.error = failure;
      this.merged = !failure;
    });
  }
}
