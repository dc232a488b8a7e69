import { describe, expect, it } from 'vitest';
import type { EventCursor, EventFilter, LoadedEvent } from '../../data/events';
import { EventsPageStore } from './EventsPageStore';
import type { Transport } from '../transport';

/** 25 events, times 25..1, served like the data layer's page query (filter, cursor, size + 1). */
function fakeTransport(calls: { filter: EventFilter; cursor: EventCursor | null }[]) {
  const all = Array.from({ length: 25 }, (_, i) => ({
    id: `e${25 - i}`,
    time: 25 - i,
    kind: i % 2 ? 'alarm' : 'manual',
    deviceSn: null,
    text: `event ${25 - i}`,
  })) as unknown as LoadedEvent[];
  return {
    watchEventsPage: (
      _sid: string,
      filter: EventFilter,
      cursor: EventCursor | null,
      size: number,
      cb: (rows: LoadedEvent[]) => void,
    ) => {
      calls.push({ filter, cursor });
      const rows = all.filter((e) => (!filter.kind || e.kind === filter.kind) && (!cursor || e.time < cursor.time));
      cb(rows.slice(0, size + 1));
      return () => {};
    },
  } as unknown as Transport;
}

describe('EventsPageStore', () => {
  it('pages through 25 events ten at a time, newest first, and back', () => {
    const calls: { filter: EventFilter; cursor: EventCursor | null }[] = [];
    const store = new EventsPageStore(fakeTransport(calls), 10);
    store.start('sys');
    expect(store.events.map((e) => e.time)).toEqual([25, 24, 23, 22, 21, 20, 19, 18, 17, 16]);
    expect(store.hasOlder).toBe(true);
    store.older();
    expect(store.events[0]?.time).toBe(15);
    store.older();
    expect(store.events.map((e) => e.time)).toEqual([5, 4, 3, 2, 1]);
    expect(store.hasOlder).toBe(false);
    expect(store.pageNumber).toBe(3);
    store.older(); // nothing older: stays
    expect(store.pageNumber).toBe(3);
    store.newer();
    expect(store.events[0]?.time).toBe(15);
    expect(calls[2]?.cursor).toEqual({ time: 6, id: 'e6' });
  });

  it('a filter starts again from the newest page', () => {
    const calls: { filter: EventFilter; cursor: EventCursor | null }[] = [];
    const store = new EventsPageStore(fakeTransport(calls), 10);
    store.start('sys');
    store.older();
    store.setFilter({ kind: 'alarm' });
    expect(store.pageNumber).toBe(1);
    expect(store.events.every((e) => e.kind === 'alarm')).toBe(true);
    expect(calls.at(-1)).toEqual({ filter: { kind: 'alarm', deviceSn: null }, cursor: null });
  });
});
