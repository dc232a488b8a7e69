import { makeAutoObservable, runInAction } from 'mobx';
import { MERGE_REQUIRED_CLAIM } from '@neuron/shared';
import type { SignedInUser } from '../data/auth';
import { Listener } from './listener';
import type { Transport } from './transport';

type SessionFlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Who is signed in; `resolved` turns true on the first sign-in state callback. */
export class AuthStore {
  user: SignedInUser | null = null;
  resolved = false;
  /** The account-merge flag (docs/BEHAVIOUR.md), mirrored in session storage under 'user-requires-merge'. */
  requiresMerge = false;
  // One auth-state listener for the app's life; signing out does not stop it.
  private readonly listener = new Listener<'auth'>(() => {});

  constructor(
    private readonly transport: Transport,
    private readonly session: SessionFlagStorage = sessionStorage,
  ) {
    makeAutoObservable<AuthStore, 'transport' | 'listener' | 'session'>(this, {
      transport: false,
      listener: false,
      session: false,
    });
  }

  start(): void {
    this.listener.follow('auth', () =>
      this.transport.watchAuthState((user) =>
        runInAction(() => {
          this.user = user;
          this.resolved = true;
          this.applyMergeClaim(user);
        }),
      ),
    );
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
    return this.user?.email?.toLowerCase() ?? null;
  }

  get isVerified(): boolean {
    return !!this.user?.emailVerified;
  }

  /** Resolves to an error message for the form, or undefined when signed in. */
  signIn(email: string, password: string): Promise<string | undefined> {
    return this.transport.signInWithPassword(email, password);
  }

  /** Creates an account (then unverified); resolves to an error message for the form, or undefined. */
  signUp(email: string, password: string): Promise<string | undefined> {
    return this.transport.signUpWithPassword(email, password);
  }

  /** Removes the merge flag from session storage and signs out (docs/BEHAVIOUR.md). */
  signOut(): Promise<void> {
    this.session.removeItem(MERGE_REQUIRED_CLAIM);
    this.requiresMerge = false;
    return this.transport.signOut();
  }
}
