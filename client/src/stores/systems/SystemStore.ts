import { makeAutoObservable, runInAction } from 'mobx';
import type { SystemView } from '../models';
import { forgetCachedSystems, readCachedSystems, saveCachedSystems, type SystemsStorage } from './cachedSystems';
import type { WriteResult } from '../events/EventStore';
import { Listener } from '../listener';
import type { Transport } from '../transport';
import { refusalText } from '../refusal';

/**
 * The systems the signed-in user may see, live. Until the server answers, the list kept from the
 * last visit (cachedSystems.ts) is shown; `loaded` says the server has answered, and only then
 * does a system missing from the list count as unknown.
 */
export class SystemStore {
  systems: SystemView[] = [];
  loaded = false;
  private readonly listener = new Listener(() => {
    this.systems = [];
    this.loaded = false;
  });

  constructor(
    private readonly transport: Transport,
    private readonly storage: SystemsStorage | null = typeof localStorage === 'undefined' ? null : localStorage,
  ) {
    makeAutoObservable<SystemStore, 'transport' | 'listener' | 'storage'>(this, {
      transport: false,
      listener: false,
      storage: false,
    });
  }

  /** Whether there is a list to show: the server's, or a non-empty one kept from the last visit. */
  get shown(): boolean {
    return this.loaded || this.systems.length > 0;
  }

  /** Listens to the systems of this e-mail (restarts when the e-mail changes). */
  start(email: string): void {
    this.listener.follow(email, (e) => {
      const cached = readCachedSystems(this.storage, e);
      if (cached) runInAction(() => (this.systems = cached));
      return this.transport.watchSystemsForUser(e, (systems, fromServer) => {
        // Offline, the SDK answers from its own cache, often with nothing: that empty list
        // neither replaces the kept one nor is kept itself (a reload offline keeps the names).
        const keepShown = !fromServer && systems.length === 0 && this.systems.length > 0;
        runInAction(() => {
          if (!keepShown) this.systems = systems;
          this.loaded = true;
        });
        if (fromServer) saveCachedSystems(this.storage, e, systems);
      });
    });
  }

  /** Forgets the list kept for the next visit (the user signs out). */
  forgetCached(): void {
    forgetCachedSystems(this.storage);
  }

  dispose(): void {
    this.listener.stop();
  }

  /** Sets the zone a system's schedules and maintenance windows are read in (admins). */
  async setTimeZone(systemId: string, timeZone: string): Promise<WriteResult<void>> {
    try {
      await this.transport.setSystemTimeZone(systemId, timeZone);
      return { ok: true, value: undefined };
    } catch (error) {
      return { ok: false, error: refusalText('Could not change the time zone', error) };
    }
  }

  /** The system with this id among the user's systems (none for a null id). */
  byId(id: string | null): SystemView | undefined {
    return id === null ? undefined : this.systems.find((s) => s.id === id);
  }
}
