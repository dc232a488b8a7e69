/**
 * The lifecycle of one store listener: which key it listens for (a system id, an e-mail, a uid)
 * and how to stop it. Every store that follows something live holds one, so starting for the same
 * key twice is a no-op, switching keys stops the old listener before the new one starts, and
 * stopping resets the store's state through the `reset` it was given.
 */
export class Listener<K = string> {
  private current: K | null = null;
  private unsubscribe?: () => void;

  constructor(private readonly reset: () => void) {}

  /** The key listened for now, or null. */
  get key(): K | null {
    return this.current;
  }

  /** Whether a listener runs. */
  get active(): boolean {
    return this.unsubscribe !== undefined;
  }

  /**
   * Listens for `key`: keeps a listener already running for it; otherwise stops the old one
   * (resetting the store) and starts `start(key)`. A null key only stops.
   */
  follow(key: K | null, start: (key: K) => () => void): void {
    if (key !== null && key === this.current && this.unsubscribe) return;
    this.stop();
    if (key === null) return;
    this.current = key;
    this.unsubscribe = start(key);
  }

  /** Stops the listener (if any) and resets the store. */
  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.current = null;
    this.reset();
  }
}
