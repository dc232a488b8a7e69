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

  /** Creates a system with the signed-in user as its only admin; resolves to its id or a message. */
  async create(name: string): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
    const trimmed = name.trim();
    if (!trimmed) return { ok: false, message: 'Enter a name for the system' };
    if (trimmed.length > 100) return { ok: false, message: 'The name is at most 100 characters' };
    if (!this.email) return { ok: false, message: 'Sign in first' };
    try {
      return { ok: true, id: await this.transport.createSystem(trimmed, this.email) };
    } catch (error) {
      console.error('creating a system failed', error);
      return { ok: false, message: `Could not create the system: ${(error as Error).message}` };
    }
  }

  byId(id: string): LoadedSystem | undefined {
    return this.systems.find((s) => s.id === id);
  }
}
