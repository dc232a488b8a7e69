import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { reaction } from 'mobx';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SystemSchema, type System } from '@neuron/shared';
import { ROUTE_OBJECTS } from '../app/App';
import { RootStore } from '../stores/RootStore';
import { StoreProvider } from '../stores/StoreContext';
import type { SignedInUser } from '../data/auth';
import { FakeTransport, loaded, signedInUser } from './fakeTransport';

/** Stops of the stores of each app rendered, run after each test (componentSetup.ts). */
const mounted = new Set<() => void>();

/** Stops every rendered app's stores (their listeners and the clock's timer). */
export function disposeRenderedApps(): void {
  for (const stop of mounted) stop();
  mounted.clear();
}

/** What a component test drives: the page, a user, the stores and the fake data layer under them. */
export interface AppUnderTest extends RenderResult {
  user: UserEvent;
  fake: FakeTransport;
  store: RootStore;
  router: ReturnType<typeof createMemoryRouter>;
  /** What the error toasts' Report buttons were pressed for. */
  reported: string[];
}

/** A system document as watchSystemsForUser hands it on. */
export function systemDoc(id: string, data: Partial<System> = {}) {
  const { ref: _ref, ...system } = loaded(SystemSchema, id, { name: `System ${id}`, ...data });
  return system;
}

export interface RenderOptions {
  /** The signed-in user's e-mail (null: signed out). Default: admin@test.io. */
  as?: string | null;
  /** More of the signed-in user (a display name, the account's times, a claim). */
  account?: Partial<SignedInUser>;
  /** Systems the user's list holds from the server (default: none pushed; the list still loading). */
  systems?: ReturnType<typeof systemDoc>[];
  /** A fake set up beforehand (answers, refusals, snapshots pushed before the screen listens). */
  fake?: FakeTransport;
}

/**
 * Renders the whole app at `path` (its routes, layouts, guards, toasts and dialogs) with the real
 * RootStore over a FakeTransport, started as main.tsx starts it: Auth first, then the per-user
 * listeners for a verified user. Only the router is a memory router instead of the browser's.
 */
export function renderApp(
  path: string,
  { as = 'admin@test.io', account, systems, fake = new FakeTransport() }: RenderOptions = {},
): AppUnderTest {
  const store = new RootStore(fake.transport);
  // As main.tsx: an error toast offers Report (the feedback form there; a list here).
  const reported: string[] = [];
  store.ui.reporter = (text) => reported.push(text);
  store.start();
  const stopFollowing = reaction(
    () => (store.auth.user?.emailVerified ? { uid: store.auth.user.uid, email: store.auth.user.email } : null),
    (u) => store.followUser(u),
    { fireImmediately: true, equals: (a, b) => a?.uid === b?.uid && a?.email === b?.email },
  );
  fake.signIn(as === null ? null : signedInUser(as, account));
  if (systems) fake.push('watchSystemsForUser', systems, true);
  const router = createMemoryRouter(ROUTE_OBJECTS, { initialEntries: [path] });
  // Each keystroke in a task of its own, as a browser delivers them (a zero-delay yield, not a
  // wait on the machine's speed). With none (delay: null) a test typed into an editor the moment
  // it appeared, before React had run its mount effects: the observer had not subscribed to its
  // store yet, so no keystroke re-rendered the input, React put its committed value back after
  // each one, and only the last letter was kept (docs/TESTING.md, flake register: ChannelKinds).
  const user = userEvent.setup({ delay: 0 });
  const result = render(
    <StoreProvider store={store}>
      <RouterProvider router={router} />
    </StoreProvider>,
  );
  mounted.add(() => {
    stopFollowing();
    store.dispose();
  });
  return {
    ...result,
    user,
    reported,
    fake,
    store,
    router,
  };
}
