import type { LoadedDevice } from '../../data/devices';
import { eachInSlices } from '../../data/timeSlices';
import { sameDevice } from './sameDevice';

/** One listed device compared with the held copy (see compareWithHeld). */
export interface Compared {
  held: LoadedDevice;
  same: boolean;
}

/** A list read of up to this many devices is compared with the held ones in the merge's own task. */
export const COMPARED_AT_ONCE = 100;

/** How long one task compares listed devices with the held ones (ms). */
const COMPARE_SLICE_MS = 8;

/**
 * Compares the devices of a list with the held ones (`heldOf`) ahead of the merge, in slices of
 * at most COMPARE_SLICE_MS a task: a thousand in the merge's own task were one long task after
 * the cached list (docs/FIRST_LOAD.md). A device changed meanwhile is compared again by the merge.
 */
export async function compareWithHeld(
  upserted: readonly LoadedDevice[],
  heldOf: (id: string) => LoadedDevice | undefined,
): Promise<Map<string, Compared>> {
  const found = new Map<string, Compared>();
  await eachInSlices(upserted, COMPARE_SLICE_MS, (d) => {
    const held = heldOf(d.id);
    if (held) found.set(d.id, { held, same: sameDevice(held, d) });
  });
  return found;
}
