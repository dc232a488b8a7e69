import { db } from './admin.js';
import { meter } from './meter.js';
import { paths } from './paths.js';

// Sensors this instance has seen exist, per system: a steady gateway's posts then cost no read
// of its sensors. A sensor removed meanwhile is caught by the store path (its samples are dropped
// with a log line), so a minute of trust is safe.
const KNOWN_SENSOR_TTL_MS = 60_000;
const knownSensors = new Map<string, number>();

/** Serial numbers (of the given ones) that are sensors of the system. */
export async function knownSensorSns(systemId: string, sns: readonly string[], nowMs: number): Promise<Set<string>> {
  const unique = [...new Set(sns)];
  const key = (sn: string) => `${systemId}/${sn}`;
  const fresh = (sn: string) => nowMs - (knownSensors.get(key(sn)) ?? -Infinity) < KNOWN_SENSOR_TTL_MS;
  const known = new Set(unique.filter(fresh));
  const unknown = unique.filter((sn) => !known.has(sn));
  if (unknown.length === 0) return known;
  const snaps = await db().getAll(...unknown.map((sn) => db().doc(paths.device(systemId, sn))));
  meter.read(snaps.length);
  for (const s of snaps) {
    if (!s.exists || s.get('type') !== 'SENSOR') continue;
    known.add(s.id);
    knownSensors.set(key(s.id), nowMs);
  }
  return known;
}
