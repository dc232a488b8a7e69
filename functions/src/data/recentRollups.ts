import { RollupSchema, type Rollup } from '@neuron/shared';
import { db } from './admin.js';
import { meter } from './meter.js';
import { paths } from './paths.js';

/** A device's day rollups of these UTC days (the ones that exist and parse). */
export async function readRollupDays(systemId: string, sn: string, days: readonly string[]): Promise<Rollup[]> {
  if (days.length === 0) return [];
  const snaps = await db().getAll(...days.map((day) => db().doc(paths.rollup(systemId, sn, day))));
  meter.read(days.length);
  return snaps.flatMap((s) => {
    const p = s.exists ? RollupSchema.safeParse(s.data()) : undefined;
    return p?.success ? [p.data] : [];
  });
}
