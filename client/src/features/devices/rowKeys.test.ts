import { describe, expect, it } from 'vitest';
import { nextRowIndex } from './rowKeys';

describe('nextRowIndex', () => {
  it('moves by one, by a page and to the ends, never past them', () => {
    expect(nextRowIndex('ArrowDown', 0, 1000, 10)).toBe(1);
    expect(nextRowIndex('ArrowDown', 999, 1000, 10)).toBe(999);
    expect(nextRowIndex('ArrowUp', 0, 1000, 10)).toBe(0);
    expect(nextRowIndex('PageDown', 995, 1000, 10)).toBe(999);
    expect(nextRowIndex('PageUp', 5, 1000, 10)).toBe(0);
    expect(nextRowIndex('End', 3, 1000, 10)).toBe(999);
    expect(nextRowIndex('Home', 500, 1000, 10)).toBe(0);
  });

  it('leaves other keys and empty tables alone', () => {
    expect(nextRowIndex('Enter', 3, 10, 5)).toBeNull();
    expect(nextRowIndex('ArrowDown', 0, 0, 5)).toBeNull();
  });
});
