import { makeAutoObservable, runInAction } from 'mobx';
import type { SignedInUser } from '../data/auth';
import type { Transport } from './transport';

/** Who is signed in; `resolved` turns true on the first sign-in state callback. */
export class AuthStore {
  user: SignedInUser | null = null;
  resolved = false;
  private unsubscribe?: () => void;

  constructor(private readonly transport: Transport) {
    makeAutoObservable<AuthStore, 'transport' | 'unsubscribe'>(this, { transport: false, unsubscribe: false });
  }

  start(): void {
    this.unsubscribe ??= this.transport.watchAuthState((user) =>
      runInAction(() => {
        this.user = user;
        this.resolved = true;
      }),
    );
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
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

  signOut(): Promise<void> {
    return this.transport.signOut();
  }
}
