import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadedSystem } from '../data/systems';
import { Listener } from './listener';
import type { Transport } from './transport';

/** The systems the signed-in user may see, live. */
export class SystemStore {
  systems: LoadedSystem[] = [];
  loaded = false;
  private readonly listener = new Listener(() => {
    this.systems = [];
    this.loaded = false;
  });

  constructor(private readonly transport: Transport) {
    makeAutoObservable<SystemStore, 'transport' | 'listener'>(this, { transport: false, listener: false });
  }

  /** Listens to the systems of this e-mail (restarts when the e-mail changes). */
  start(email: string): void {
    this.listener.follow(email, (e) =>
      this.transport.watchSystemsForUser(e, (systems) =>
        runInAction(() => {
          this.systems = systems;
          this.loaded = true;
        }),
      ),
    );
  }

  dispose(): void {
    this.listener.stop();
  }

  /** The system with this id among the user's systems (none for a null id). */
  byId(id: string | null): LoadedSystem | undefined {
    return id === null ? undefined : this.systems.find((s) => s.id === id);
  }
}
