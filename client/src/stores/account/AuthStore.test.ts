import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../data/auth';
import { AuthStore } from './AuthStore';
import type { Transport } from '../transport';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const user = (requiresMerge: boolean | null): SignedInUser => ({
  uid: 'u1',
  email: 'A@B.dev',
  emailVerified: true,
  displayName: null,
  photoURL: null,
  phoneNumber: null,
  requiresMerge,
});

function setup() {
  let emit: (u: SignedInUser | null) => void = () => {};
  let signedOut = 0;
  let mergeChecks = 0;
  let tokenRefreshes = 0;
  let serverSays = false;
  const transport = {
    watchAuthState: (cb: (u: SignedInUser | null) => void) => {
      emit = cb;
      return () => {};
    },
    signOut: () => {
      signedOut++;
      return Promise.resolve();
    },
    checkAccountMerge: () => {
      mergeChecks++;
      return Promise.resolve({ requiresMerge: serverSays });
    },
    refreshToken: () => {
      tokenRefreshes++;
      return Promise.resolve();
    },
  } as unknown as Transport; // only the calls AuthStore makes here
  const session = memoryStorage();
  const store = new AuthStore(transport, session);
  store.start();
  return {
    store,
    session,
    emit: (u: SignedInUser | null) => emit(u),
    signedOut: () => signedOut,
    mergeChecks: () => mergeChecks,
    tokenRefreshes: () => tokenRefreshes,
    serverSays: (requiresMerge: boolean) => void (serverSays = requiresMerge),
  };
}

describe('AuthStore account-merge flag (docs/DATA_MODEL.md, docs/BEHAVIOUR.md)', () => {
  it('resolves on the first callback, with the e-mail lower-cased', () => {
    const { store, emit } = setup();
    expect(store.resolved).toBe(false);
    emit(null);
    expect(store.resolved).toBe(true);
    emit(user(false));
    expect(store.email).toBe('a@b.dev');
  });

  it('sets the flag and session storage when the claim is true, clears both when false', () => {
    const { store, session, emit } = setup();
    emit(user(true));
    expect(store.requiresMerge).toBe(true);
    expect(session.getItem('user-requires-merge')).toBe('true');
    emit(user(false));
    expect(store.requiresMerge).toBe(false);
    expect(session.getItem('user-requires-merge')).toBeNull();
  });

  it('keeps the session flag when the token cannot be read (offline)', () => {
    const { store, session, emit } = setup();
    session.setItem('user-requires-merge', 'true');
    emit(user(null));
    expect(store.requiresMerge).toBe(true);
  });

  it('removes the session flag on sign-out', async () => {
    const { store, session, emit, signedOut } = setup();
    emit(user(true));
    await store.signOut();
    expect(session.getItem('user-requires-merge')).toBeNull();
    expect(store.requiresMerge).toBe(false);
    expect(signedOut()).toBe(1);
  });

  it('asks the server about a merge once per signed-in account, and again after signing out and in', async () => {
    const { store, emit, mergeChecks } = setup();
    emit(null);
    expect(mergeChecks()).toBe(0);
    emit(user(false));
    emit(user(false)); // a token refresh of the same account
    expect(mergeChecks()).toBe(1);
    await store.signOut();
    emit(null);
    emit(user(false));
    expect(mergeChecks()).toBe(2);
  });

  it("fetches a fresh token only when the server's answer is not the claim the token carries", async () => {
    // The fakes answer at once: a task boundary lets their callbacks (and the refresh) run.
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    const same = setup();
    same.emit(user(false));
    await settled();
    expect(same.mergeChecks()).toBe(1);
    expect(same.tokenRefreshes()).toBe(0); // a new token would restart every Firestore listener

    const changed = setup();
    changed.serverSays(true);
    changed.emit(user(false));
    await settled();
    expect(changed.tokenRefreshes()).toBe(1);

    const unreadable = setup();
    unreadable.emit(user(null));
    await settled();
    expect(unreadable.tokenRefreshes()).toBe(1);
  });
});
