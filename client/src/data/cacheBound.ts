import { LOCAL_STORAGE_DEFAULT_SIZE } from '@neuron/shared';

/** One system's share of the local device cache: when its list was last written whole, and its size. */
export interface CachedSystemSize {
  systemId: string;
  savedAt: number;
  bytes: number;
}

/** A list's size as the cache counts it: the characters of its JSON (near enough to bytes for a bound). */
export function cachedBytes(devices: readonly unknown[]): number {
  return devices.reduce<number>((sum, d) => sum + JSON.stringify(d).length, 0);
}

/**
 * The systems to drop from the local device cache so that it stays within `bound` (the spec's
 * local storage size, 4,980,736 bytes): the least recently written first, the system just
 * written (`keep`) last, and that one only when it alone is over the bound.
 */
export function systemsToEvict(
  systems: readonly CachedSystemSize[],
  keep: string,
  bound: number = LOCAL_STORAGE_DEFAULT_SIZE,
): string[] {
  let total = systems.reduce((sum, s) => sum + s.bytes, 0);
  const order = [...systems].sort((a, b) =>
    a.systemId === keep ? 1 : b.systemId === keep ? -1 : a.savedAt - b.savedAt,
  );
  const evicted: string[] = [];
  for (const s of order) {
    if (total <= bound) break;
    evicted.push(s.systemId);
    total -= s.bytes;
  }
  return evicted;
}
