import { describe, expect, it } from 'vitest';
import { listSplits } from './listSplits';

describe('listSplits', () => {
  it('cuts a long list at every n-th id in sorted order', () => {
    const ids = Array.from({ length: 10 }, (_, i) => `S-${9 - i}`);
    expect(listSplits(ids, 3)).toEqual(['S-3', 'S-6', 'S-9']);
    expect(listSplits(ids, 5)).toEqual(['S-5']);
  });

  it('does not cut a list no longer than one read', () => {
    expect(listSplits(['a', 'b', 'c'], 3)).toEqual([]);
    expect(listSplits([], 3)).toEqual([]);
  });

  it('uses only ids whose order is the same on the server (plain ASCII, not the reserved __ form)', () => {
    expect(listSplits(['Ω-1', 'Ω-2', 'a', '__id5__', 'b c', 'b', 'c'], 1)).toEqual(['b', 'c']);
  });
});
