import { createContext, useContext, type ReactNode } from 'react';
import type { FeatureStore } from './featureStore';
import type { RootStore } from './RootStore';

const StoreContext = createContext<RootStore | null>(null);

/** Provides the root store to the tree. */
export function StoreProvider({ store, children }: { store: RootStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** The root store; throws when used outside StoreProvider. */
export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStores() outside <StoreProvider>');
  return store;
}

/** A lazy screen's store (featureStore.ts), made on first use. */
export function useFeature<T>(spec: FeatureStore<T>): T {
  return useStores().feature(spec);
}
