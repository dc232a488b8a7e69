import type { Rollup } from '@neuron/shared';
import { db } from './admin.js';
import { meter } from './meter.js';
import { paths } from './paths.js';
import { storedRollup } from './rollups.js';

/**
 * A device's day rollup documents of these UTC days, the ones that exist and parse (a malformed
 * one is logged), in one round trip. The caller names the days: not the running day, whose whole
 * rollup it has from the device already (shared rollupDocumentDays, withRunningRollup).
 */
export async function readRollupDays(systemId: string, sn: string, days: readonly string[]): Promise<Rollup[]> {
  if (days.length === 0) return [];
  const snaps = await db().getAll(...days.map((day) => db().doc(paths.rollup(systemId, sn, day))));
  meter.read(days.length);
  return snaps.flatMap((s) => (s.exists ? (storedRollup(s.data(), s.ref.path) ?? []) : []));
}
