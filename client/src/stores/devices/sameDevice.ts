import type { LoadedDevice } from '../../data/devices';

/**
 * Whether two JSON-like values hold the same data (key order aside; an undefined key differs from
 * a missing one), leaving out the key `skip` of the outer object. Plain loops: this runs for each
 * of a thousand devices in one task.
 */
function sameData(a: unknown, b: unknown, skip?: string): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let keys = 0;
  for (const k in ra) {
    if (k === skip) continue;
    if (!Object.hasOwn(rb, k) || !sameData(ra[k], rb[k])) return false;
    keys++;
  }
  for (const k in rb) if (k !== skip) keys--;
  return keys === 0;
}

/**
 * Whether a device read again is what is already held: same reference (compared as itself, an
 * SDK object) and the same data. The list read that follows the cached list on opening a system
 * finds most devices unchanged; keeping those as held spares the store's observers (rows, the
 * gateway index) a change for each of a thousand devices (docs/FIRST_LOAD.md).
 */
export function sameDevice(a: LoadedDevice, b: LoadedDevice): boolean {
  return a === b || (a.ref === b.ref && sameData(a, b, 'ref'));
}
