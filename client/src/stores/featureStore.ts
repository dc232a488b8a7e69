import type { RootStore } from './RootStore';

/**
 * A store that only some screens use, made by the first screen that asks for it (one per root
 * store, kept until the root goes) rather than at start-up. Its module is imported by those
 * screens alone, so its code comes with their lazy chunks and stays out of the first screen's
 * JavaScript (docs/PERFORMANCE.md, "Initial route"). RootStore never imports one: it calls the
 * hooks of those made so far.
 */
export interface FeatureStore<T> {
  /** Makes the store from the root's own stores and transport. */
  make(root: RootStore): T;
  /** Before sign-out, while the user's data is still there (and before the local caches are cleared). */
  beforeSignOut?(store: T): void;
  /** When no verified user is signed in any more (their listeners stop). */
  signedOut?(store: T): void;
  /** When the page is being left: pending local writes go now. */
  pageHide?(store: T): void;
  /** When the root store is disposed. */
  dispose?(store: T): void;
}

/** Declares a feature store (a constant of the store's module; its identity is the key). */
export function featureStore<T>(spec: FeatureStore<T>): FeatureStore<T> {
  return spec;
}

type Hook = 'beforeSignOut' | 'signedOut' | 'pageHide' | 'dispose';

/** The feature stores a root store has made so far. */
export class FeatureStores {
  private readonly made = new Map<FeatureStore<unknown>, unknown>();

  constructor(private readonly root: RootStore) {}

  /** The feature's store, made on first use. */
  get<T>(spec: FeatureStore<T>): T {
    if (this.made.has(spec)) return this.made.get(spec) as T;
    const store = spec.make(this.root);
    this.made.set(spec, store);
    return store;
  }

  /** Calls `hook` of every store made so far. */
  each(hook: Hook): void {
    for (const [spec, store] of this.made) spec[hook]?.(store);
  }
}
