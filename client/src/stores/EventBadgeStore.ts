import { makeAutoObservable, runInAction } from 'mobx';
import type { Transport } from './transport';

/** Unacknowledged events of the open system, live: the Events badge. */
export class EventBadgeStore {
  count = 0;
  systemId: string | null = null;
  private unsubscribe?: () => void;

  constructor(private readonly transport: Transport) {
    makeAutoObservable<EventBadgeStore, 'transport' | 'unsubscribe'>(this, { transport: false, unsubscribe: false });
  }

  /** Follows a system ('-' or null stops the listener). */
  follow(systemId: string | null): void {
    if (systemId === '-') systemId = null;
    if (this.systemId === systemId) return;
    this.dispose();
    this.systemId = systemId;
    if (systemId)
      this.unsubscribe = this.transport.watchUnacknowledgedEvents(systemId, (events) =>
        runInAction(() => {
          this.count = events.length;
        }),
      );
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.systemId = null;
    this.count = 0;
  }
}
