import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadedSystem } from '../data/systems';
import type { Transport } from './transport';

/** The systems the signed-in user may see, live. */
export class SystemStore {
  systems: LoadedSystem[] = [];
  loaded = false;
  private unsubscribe?: () => void;
  private email?: string;

  constructor(private readonly transport: Transport) {
    makeAutoObservable<SystemStore, 'transport' | 'unsubscribe' | 'email'>(this, {
      transport: false,
      unsubscribe: false,
      email: false,
    });
  }

  /** Listens to the systems of this e-mail (restarts when the e-mail changes). */
  start(email: string): void {
    if (this.email === email && this.unsubscribe) return;
    this.dispose();
    this.email = email;
    this.unsubscribe = this.transport.watchSystemsForUser(email, (systems) =>
      runInAction(() => {
        this.systems = systems;
        this.loaded = true;
      }),
    );
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.email = undefined;
    this.systems = [];
    this.loaded = false;
  }

  byId(id: string): LoadedSystem | undefined {
    return this.systems.find((s) => s.id === id);
  }
}
