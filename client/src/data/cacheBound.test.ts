import { describe, expect, it } from 'vitest';
import { cachedBytes, systemsToEvict } from './cacheBound';

describe('local device cache bound (LOCAL_STORAGE_DEFAULT_SIZE, 4,980,736 bytes)', () => {
  const MB = 1_000_000;

  it('drops nothing while the cache is within the bound', () => {
    const systems = [
      { systemId: 'a', savedAt: 1, bytes: 2 * MB },
      { systemId: 'b', savedAt: 2, bytes: 2 * MB },
    ];
    expect(systemsToEvict(systems, 'b')).toEqual([]);
  });

  it('drops the least recently written systems first, until it is within 4,980,736 bytes', () => {
    const systems = [
      { systemId: 'new', savedAt: 30, bytes: 2 * MB },
      { systemId: 'old', savedAt: 10, bytes: 2 * MB },
      { systemId: 'mid', savedAt: 20, bytes: 0.5 * MB },
      { systemId: 'open', savedAt: 5, bytes: 1 * MB },
    ];
    // 5.5 MB: dropping the oldest (not the one just written) brings it to 3.5 MB.
    expect(systemsToEvict(systems, 'open')).toEqual(['old']);
    expect(systemsToEvict(systems, 'open', 1_200_000)).toEqual(['old', 'mid', 'new']);
  });

  it('drops the system just written only when it alone is over the bound', () => {
    const systems = [
      { systemId: 'big', savedAt: 9, bytes: 5 * MB },
      { systemId: 'other', savedAt: 1, bytes: 100 },
    ];
    expect(systemsToEvict(systems, 'big')).toEqual(['other', 'big']);
  });

  it("counts a list's size as the characters of its JSON", () => {
    expect(cachedBytes([{ sn: 'S-1' }, { sn: 'S-22' }])).toBe('{"sn":"S-1"}'.length + '{"sn":"S-22"}'.length);
  });
});
