import { describe, expect, it } from 'vitest';
import type { LoadedDevice } from '../../data/devices';
import { QueryHolds } from './queryHolds';
import { searchPrefixes } from './searchPrefixes';

const device = (id: string) => ({ id, sn: id, type: 'SENSOR' }) as LoadedDevice;
const changes = (upserted: string[], removed: string[] = [], initial = false) => ({
  upserted: upserted.map(device),
  removed,
  initial,
});

describe('QueryHolds', () => {
  it('lets a device go only when no query holds it, whichever snapshot comes first', () => {
    const holds = new QueryHolds();
    holds.take('page:1', changes(['a', 'b'], [], true));
    // b moves to the next page: the next page's snapshot first, then the first page's removal.
    expect(holds.take('page:2', changes(['b'], [], true)).removed).toEqual([]);
    expect(holds.take('page:1', changes([], ['b'])).removed).toEqual([]);
    expect(holds.has('b')).toBe(true);
    expect(holds.take('page:2', changes([], ['b'])).removed).toEqual(['b']);
    expect(holds.has('b')).toBe(false);
  });

  it("takes a query's first snapshot as all it holds, and its stop as letting all go", () => {
    const holds = new QueryHolds();
    holds.take('find:x', changes(['a', 'b'], [], true));
    holds.take('page:1', changes(['a'], [], true));
    expect(holds.take('find:x', changes(['c'], [], true)).removed).toEqual(['b']);
    expect(holds.release('find:x')).toEqual(['c']);
    expect(holds.heldBy('a', (h) => h.startsWith('page:'))).toBe(true);
    expect(holds.heldBy('a', (h) => h.startsWith('find:'))).toBe(false);
  });
});

describe('searchPrefixes', () => {
  it('tries a serial as typed, upper and lower, and a name also capitalised; nothing for blank text', () => {
    expect(searchPrefixes('  ab-1 ')).toEqual({ serial: ['ab-1', 'AB-1'], name: ['ab-1', 'Ab-1', 'AB-1'] });
    expect(searchPrefixes('  ')).toEqual({ serial: [], name: [] });
  });
});
