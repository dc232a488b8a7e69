import { makeAutoObservable, runInAction } from 'mobx';
import {
  ACCOUNT_MESSAGES,
  MERGE_REQUIRED_CLAIM,
  normaliseEmail,
  signInErrorMessage,
  signUpErrorMessage,
} from '@neuron/shared';
import type { SignedInUser } from '../../data/auth';
import { Listener } from '../listener';
import type { Transport } from '../transport';

type SessionFlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Who is signed in; `resolved` turns true on the first sign-in state callback. */
export class AuthStore {
  user: SignedInUser | null = null;
  resolved = false;
  /** The account-merge flag (docs/BEHAVIOUR.md), mirrored in session storage under 'user-requires-merge'. */
  requiresMerge = false;
  // One auth-state listener for the app's life; signing out does not stop it.
  private readonly listener = new Listener<'auth'>(() => {});
  /** The account whose merge state was last asked for (once per account per page). */
  private mergeCheckedFor?: string;
  /** Work that needs the user still signed in, run just before signing out (e.g. dropping the push token). */
  beforeSignOut?: (uid: string) => Promise<void>;

  constructor(
    private readonly transport: Transport,
    private readonly session: SessionFlagStorage = sessionStorage,
  ) {
    makeAutoObservable<AuthStore, 'transport' | 'listener' | 'session' | 'mergeCheckedFor'>(this, {
      beforeSignOut: false,
      transport: false,
      listener: false,
      session: false,
      mergeCheckedFor: false,
    });
  }

  start(): void {
    this.listener.follow('auth', () =>
      this.transport.watchAuthState((user) =>
        runInAction(() => {
          this.user = user;
          this.resolved = true;
          this.applyMergeClaim(user);
          this.checkMergeOnce(user);
        }),
      ),
    );
  }

  // After every sign-in the server is asked whether another account shares the e-mail
  // (docs/BEHAVIOUR.md, account merge); a refreshed token then carries the claim into
  // applyMergeClaim. Refreshed only when the claim changed: every new token makes the Firestore
  // SDK re-open its streams, and every listener of the page is sent its documents again
  // (docs/FIRST_LOAD.md).
  private checkMergeOnce(user: SignedInUser | null): void {
    if (!user || this.mergeCheckedFor === user.uid) return;
    this.mergeCheckedFor = user.uid;
    this.transport
      .checkAccountMerge()
      .then(({ requiresMerge }) => (requiresMerge === user.requiresMerge ? undefined : this.transport.refreshToken()))
      .catch((e: unknown) => console.warn('checkAccountMerge failed', e));
  }

  // Set when the token claim is true, cleared when false; unknown (token unreadable) keeps the
  // session flag as it was.
  private applyMergeClaim(user: SignedInUser | null): void {
    const claim = user ? user.requiresMerge : false;
    if (claim === true) this.session.setItem(MERGE_REQUIRED_CLAIM, 'true');
    else if (claim === false) this.session.removeItem(MERGE_REQUIRED_CLAIM);
    this.requiresMerge = !!user && this.session.getItem(MERGE_REQUIRED_CLAIM) === 'true';
  }

  dispose(): void {
    this.listener.stop();
  }

  get email(): string | null {
    return this.user?.email ? normaliseEmail(this.user.email) : null;
  }

  get isVerified(): boolean {
    return !!this.user?.emailVerified;
  }

  /** Creates an account (then unverified); resolves to an error message for the form, or undefined. */
  async signUp(email: string, password: string): Promise<string | undefined> {
    const failure = await this.transport.signUpWithPassword(email, password);
    return failure && signUpErrorMessage(failure.code);
  }

  /** Sends the verification e-mail again; resolves to the message to show. */
  async resendVerification(): Promise<{ ok: boolean; message: string }> {
    const code = await this.transport.resendVerification();
    if (!code) return { ok: true, message: ACCOUNT_MESSAGES.verificationSent };
    return { ok: false, message: signInErrorMessage(code) };
  }

  /** Reloads the user ("I have verified"); resolves to a message when the e-mail is still unverified. */
  async confirmVerified(): Promise<string | undefined> {
    try {
      await this.transport.refreshUser();
    } catch (e) {
      return signInErrorMessage((e as { code?: string }).code);
    }
    return this.transport.currentUserVerified() ? undefined : ACCOUNT_MESSAGES.stillUnverified;
  }

  /** Reloads the user and the token (after an e-mail action, a merge, a linked sign-in method). */
  refresh(): Promise<void> {
    return this.transport.refreshUser();
  }

  /** Removes the merge flag from session storage and signs out (docs/BEHAVIOUR.md). */
  async signOut(): Promise<void> {
    this.session.removeItem(MERGE_REQUIRED_CLAIM);
    this.requiresMerge = false;
    this.mergeCheckedFor = undefined;
    const uid = this.user?.uid;
    if (uid && this.beforeSignOut) await this.beforeSignOut(uid).catch(() => undefined);
    return this.transport.signOut();
  }
}
