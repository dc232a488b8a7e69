import { makeAutoObservable } from 'mobx';
import { EVENT_PAGE_SIZE } from '@neuron/shared';
import type { EventCursor, EventFilter, LoadedEvent } from '../../data/events';
import type { RootStore } from '../RootStore';
import type { Transport } from '../transport';

/** The events list: one live page at a time, newest first, filtered, paged by a time cursor. */
export class EventsPageStore {
  filter: EventFilter = { kind: null, deviceSn: null };
  /** Cursors of the pages before the current one; the current page starts after the last. */
  cursors: EventCursor[] = [];
  private rows: LoadedEvent[] = [];
  loaded = false;
  private systemId: string | null = null;
  private unsubscribe?: () => void;

  constructor(
    private readonly transport: Transport,
    readonly pageSize: number = EVENT_PAGE_SIZE,
  ) {
    makeAutoObservable<EventsPageStore, 'transport' | 'unsubscribe'>(this, { transport: false, unsubscribe: false });
  }

  /** The events of the page shown. */
  get events(): LoadedEvent[] {
    return this.rows.slice(0, this.pageSize);
  }

  /** An older page exists (the page read one row more than it shows). */
  get hasOlder(): boolean {
    return this.rows.length > this.pageSize;
  }

  get pageNumber(): number {
    return this.cursors.length + 1;
  }

  start(systemId: string): void {
    this.systemId = systemId;
    this.listen();
  }

  setFilter(filter: Partial<EventFilter>): void {
    this.filter = { ...this.filter, ...filter };
    this.cursors = [];
    this.listen();
  }

  older(): void {
    const last = this.events[this.events.length - 1];
    if (!this.hasOlder || !last) return;
    this.cursors = [...this.cursors, { time: last.time, id: last.id }];
    this.listen();
  }

  newer(): void {
    if (this.cursors.length === 0) return;
    this.cursors = this.cursors.slice(0, -1);
    this.listen();
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
  }

  private listen(): void {
    this.dispose();
    if (!this.systemId) return;
    this.loaded = false;
    const cursor = this.cursors[this.cursors.length - 1] ?? null;
    this.unsubscribe = this.transport.watchEventsPage(this.systemId, this.filter, cursor, this.pageSize, (rows) =>
      this.received(rows),
    );
  }

  private received(rows: LoadedEvent[]): void {
    this.rows = rows;
    this.loaded = true;
  }
}

/** A paged, filtered events list (one per events screen). */
export function newEventsPage(root: RootStore): EventsPageStore {
  return new EventsPageStore(root.transport);
}
