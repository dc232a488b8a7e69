import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadedSystem } from '../../data/systems';
import type { WriteResult } from '../events/EventStore';
import { Listener } from '../listener';
import type { Transport } from '../transport';
import { refusalText } from '../refusal';

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

  /** Creates a system with the signed-in user as its only admin (and no users); resolves to its id. */
  async create(name: string): Promise<WriteResult<string>> {
    const trimmed = name.trim();
    if (!trimmed) return { ok: false, error: 'Enter a name for the system' };
    if (trimmed.length > 100) return { ok: false, error: 'The name is at most 100 characters' };
    const email = this.listener.key;
    if (!email) return { ok: false, error: 'Sign in first' };
    try {
      return { ok: true, value: await this.transport.createSystem(trimmed, email) };
    } catch (error) {
      return { ok: false, error: refusalText('Could not create the system', error) };
    }
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
  byId(id: string | null): LoadedSystem | undefined {
    return id === null ? undefined : this.systems.find((s) => s.id === id);
  }
}
