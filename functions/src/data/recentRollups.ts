import { RollupSchema, type Rollup } from '@neuron/shared';
import { db } from './admin.js';
import { meter } from './meter.js';
import { paths } from './paths.js';

const parse = (data: unknown): Rollup[] => {
  const p = data === undefined ? undefined : RollupSchema.safeParse(data);
  return p?.success ? [p.data] : [];
};

/**
 * A device's day rollups of these UTC days as stored (the documents that exist and parse), and its
 * running rollup (the `rollup` on its device: its newest day, which its day document, if any, is
 * an older copy of), in one round trip. The caller puts them together (shared withRunningRollup).
 */
export async function readRollupDays(
  systemId: string,
  sn: string,
  days: readonly string[],
): Promise<{ stored: Rollup[]; running: Rollup | undefined }> {
  if (days.length === 0) return { stored: [], running: undefined };
  const [device, ...snaps] = await db().getAll(
    db().doc(paths.device(systemId, sn)),
    ...days.map((day) => db().doc(paths.rollup(systemId, sn, day))),
  );
  meter.read(1 + days.length);
  return { stored: snaps.flatMap((s) => (s.exists ? parse(s.data()) : [])), running: parse(device.get('rollup'))[0] };
}
