import { makeAutoObservable } from 'mobx';

/**
 * What the system's screens say about its devices: loading, the read's failure, and whether what
 * shows is the local cache's copy (stale, with when it was saved) rather than the server's.
 */
export class ListStatus {
  loaded = false;
  error: string | null = null;
  /** True while the devices shown come from the local cache (e.g. offline), not the server. */
  stale = false;
  /** When the cached devices were saved (ms), while stale. */
  staleSince: number | null = null;
  /** Whether the server has had its grace time (CACHE_GRACE_MS) to answer since the system was opened. */
  graceOver = false;
  /** Whether the server has answered since the system was opened (then the local cache is old news). */
  serverAnswered = false;

  constructor() {
    makeAutoObservable(this);
  }

  /** Whether to say the devices shown are the last known: from the local cache, no answer within the grace. */
  get staleShown(): boolean {
    return this.stale && this.graceOver;
  }

  reset(): void {
    this.loaded = false;
    this.error = null;
    this.stale = false;
    this.staleSince = null;
    this.graceOver = false;
    this.serverAnswered = false;
  }

  /** The cached devices held are what the page shows, said to be stale (once the grace is over). */
  markCached(savedAt: number): void {
    this.loaded = true;
    this.stale = true;
    this.staleSince = savedAt;
  }

  /** A snapshot was taken in: from the server, it ends the stale state. */
  answered(fromServer: boolean, loaded = true): void {
    if (fromServer) this.serverAnswered = true;
    if (loaded) this.loaded = true;
    this.error = null;
    this.stale = !fromServer && this.stale;
    if (!this.stale) this.staleSince = null;
  }

  failed(text: string): void {
    this.error = text;
    this.loaded = true;
  }

  endGrace(): void {
    this.graceOver = true;
  }
}
