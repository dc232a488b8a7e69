import { makeAutoObservable, runInAction } from 'mobx';
import { Listener } from '../listener';
import type { Transport } from '../transport';

/** Unacknowledged events of the open system, live: the Events badge. */
export class EventBadgeStore {
  count = 0;
  /** The waiting events' ids (what "Acknowledge all" acknowledges). */
  ids: string[] = [];
  systemId: string | null = null;
  private readonly listener = new Listener(() => this.reset());

  constructor(private readonly transport: Transport) {
    makeAutoObservable<EventBadgeStore, 'transport' | 'listener'>(this, { transport: false, listener: false });
  }

  /** Follows a system (null stops the listener). */
  follow(systemId: string | null): void {
    this.listener.follow(systemId, (id) => {
      this.systemId = id;
      return this.transport.watchUnacknowledgedEvents(id, (events) =>
        runInAction(() => {
          this.count = events.length;
          this.ids = events.map((e) => e.id);
        }),
      );
    });
  }

  dispose(): void {
    this.listener.stop();
  }

  private reset(): void {
    this.systemId = null;
    this.count = 0;
    this.ids = [];
  }
}
