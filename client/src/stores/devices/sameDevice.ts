import type { LoadedDevice } from '../../data/devices';

/** Whether two JSON-like values hold the same data (key order aside; an undefined key differs from a missing one). */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => k in rb && sameData(ra[k], rb[k]));
}

/**
 * Whether a device read again is what is already held: same reference (compared as itself, an
 * SDK object) and the same data. The list read that follows the cached list on opening a system
 * finds most devices unchanged; keeping those as held spares the store's observers (rows, the
 * gateway index) a change for each of a thousand devices (docs/PERFORMANCE.md).
 */
export function sameDevice(a: LoadedDevice, b: LoadedDevice): boolean {
  if (a === b) return true;
  if (a.ref !== b.ref) return false;
  const { ref: _a, ...restA } = a;
  const { ref: _b, ...restB } = b;
  return sameData(restA, restB);
}
