import type { Rollup } from '../schemas/rollup.js';

// The running rollup (docs/DATA_MODEL.md, "Rollups"): a device's rollup of its newest day lives on
// the device document (`rollup`), which its samples write anyway, so a stored sample costs one
// history write and one device write. The day's own document (`rollups/{day}`) is written once,
// when a sample of a later day takes the running place (the day is flushed), and for samples of an
// earlier day that arrive late. A day is whole in exactly one place: the running rollup when its
// day is the running day (a document of that day, if any, is an older copy), else its document.
// Writers (functions) and readers (charts, CSV, forecasts, the radio badges) go through these.

/** What to write after a change of a device's rollups. */
export interface RollupPlacement {
  /** The device's running rollup after the change (undefined: it has none, nothing was counted). */
  running: Rollup | undefined;
  /** Whether the device's `rollup` field changes (a new day took the place, or the day counted more). */
  runningChanged: boolean;
  /** Day documents to write: days other than the running one, and the running day it replaced (flushed). */
  documents: Map<string, Rollup>;
}

/**
 * The days of a batch whose rollup is read from its document before counting: every day but the
 * running one (in steady state none, so a sample costs no rollup read). A day newer than the
 * running one is read too, once, in case an older copy of it is stored (a first model's document).
 */
export function rollupDocumentDays(running: Pick<Rollup, 'day'> | undefined, days: readonly string[]): string[] {
  return [...new Set(days)].filter((d) => d !== running?.day);
}

/**
 * Where the rollups go once a batch is counted (`counted`: day → rollup, every day the batch
 * touched, each from the running rollup or its document as read). The newest day of all stays
 * (or becomes) the running one, on the device; every other counted day goes to its document; a
 * running rollup that a newer day replaces is flushed to its own document.
 */
export function placeRollups(running: Rollup | undefined, counted: ReadonlyMap<string, Rollup>): RollupPlacement {
  const days = [...counted.keys(), ...(running ? [running.day] : [])];
  if (days.length === 0) return { running, runningChanged: false, documents: new Map() };
  const newest = days.reduce((a, b) => (b > a ? b : a));
  const documents = new Map<string, Rollup>();
  for (const [day, rollup] of counted) if (day !== newest) documents.set(day, rollup);
  if (running && running.day !== newest && !documents.has(running.day)) documents.set(running.day, running);
  const next = counted.get(newest) ?? running;
  return { running: next, runningChanged: counted.has(newest), documents };
}

/**
 * A device's day rollups as readers see them: the stored day documents, with the running rollup
 * in place of its day's document (which, when present, is an older copy), oldest first. `days`:
 * the days asked for (the running rollup is left out when it is of another day).
 */
export function withRunningRollup(
  stored: readonly Rollup[],
  running: Rollup | null | undefined,
  days?: readonly string[],
): Rollup[] {
  const wanted = !running || !days || days.includes(running.day);
  const out = running && wanted ? [...stored.filter((r) => r.day !== running.day), running] : [...stored];
  return out.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
