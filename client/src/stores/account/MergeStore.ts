import { makeAutoObservable, runInAction } from 'mobx';
import { ACCOUNT_MESSAGES, signInErrorMessage } from '@neuron/shared';
import type { Transport } from '../transport';

/** What a refused merge says: the catalogue's words, and the callable's reason when it gave one. */
function mergeFailure(answer: { refused: string } | undefined): string | undefined {
  if (!answer) return undefined;
  const reason = answer.refused.replace(/^otherIdToken: /, '');
  return reason ? `${ACCOUNT_MESSAGES.mergeFailed}: ${reason}` : ACCOUNT_MESSAGES.mergeFailed;
}

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
    const failure =
      'code' in proof ? signInErrorMessage(proof.code) : mergeFailure(await this.transport.mergeOtherAccount(proof));
    runInAction(() => {
      this.busy = false;
      this.error = failure;
      this.merged = !failure;
    });
  }
}
