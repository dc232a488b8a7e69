import type { MaintenanceWindow } from '../schemas/maintenance.js';
import { localInstants, zonedParts } from '../schedule/zonedTime.js';

// The one reading of maintenance windows: functions hold notifications with it and send the
// summary at an occurrence's end; the client shows the banner with it.

/** One occurrence of a window. */
export interface Occurrence {
  start: number;
  end: number;
}

type Timing = Pick<MaintenanceWindow, 'start' | 'end' | 'repeat' | 'until'>;

/** Occurrence k of a window: a repeat keeps the first one's wall-clock start in the zone (DST-safe). */
export function occurrence(w: Timing, timeZone: string, k: number): Occurrence | undefined {
  if (k < 0 || (w.repeat === 'none' && k > 0)) return undefined;
  const length = w.end - w.start;
  if (k === 0) return { start: w.start, end: w.end };
  const first = zonedParts(w.start, timeZone);
  const days = w.repeat === 'daily' ? k : 7 * k;
  const date = new Date(Date.UTC(first.year, first.month - 1, first.day + days));
  const [start] = localInstants(
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    first.minute,
    timeZone,
  );
  if (w.until !== null && start > w.until) return undefined;
  return { start, end: start + length };
}

/** The repeat's rough length, to find the occurrence index near an instant. */
function periodMs(w: Timing): number {
  return w.repeat === 'weekly' ? 7 * 86_400_000 : 86_400_000;
}

/** The occurrence in force at `ms` (start included, end excluded), if any. */
export function occurrenceAt(w: Timing, timeZone: string, ms: number): Occurrence | undefined {
  if (ms < w.start) return undefined;
  const guess = w.repeat === 'none' ? 0 : Math.floor((ms - w.start) / periodMs(w));
  for (const k of [guess, guess - 1, guess + 1]) {
    const o = occurrence(w, timeZone, k);
    if (o && o.start <= ms && ms < o.end) return o;
  }
  return undefined;
}

/** The latest occurrence that ended at or before `ms`, if any. */
export function lastEndedOccurrence(w: Timing, timeZone: string, ms: number): Occurrence | undefined {
  if (ms < w.end) return undefined;
  // A window that stopped repeating: look from its last occurrence (one more for a clock change).
  const last = w.until === null ? Infinity : Math.floor((w.until - w.start) / periodMs(w)) + 1;
  const guess = w.repeat === 'none' ? 0 : Math.min(last, Math.floor((ms - w.end) / periodMs(w)));
  for (const k of [guess + 1, guess, guess - 1, guess - 2]) {
    const o = occurrence(w, timeZone, k);
    if (o && o.end <= ms) return o;
  }
  return undefined;
}

/** Whether a window covers any of these devices (['*']: the whole system). */
export function windowCovers(
  w: Pick<MaintenanceWindow, 'devices'>,
  sns: readonly (string | null | undefined)[],
): boolean {
  return w.devices.includes('*') || sns.some((sn) => sn != null && w.devices.includes(sn));
}

/** A window in force at an instant, with its id and current occurrence. */
export interface ActiveWindow {
  id: string;
  window: MaintenanceWindow;
  occurrence: Occurrence;
}

/**
 * The window that holds something about these devices at `ms` (the one ending last when several
 * do, so the summary comes once everything it held is over). Undefined when none does.
 */
export function coveringWindow(
  windows: readonly { id: string; window: MaintenanceWindow }[],
  timeZone: string,
  ms: number,
  sns: readonly (string | null | undefined)[],
): ActiveWindow | undefined {
  let found: ActiveWindow | undefined;
  for (const { id, window } of windows) {
    if (!windowCovers(window, sns)) continue;
    const o = occurrenceAt(window, timeZone, ms);
    if (o && (!found || o.end > found.occurrence.end)) found = { id, window, occurrence: o };
  }
  return found;
}

/** Every window in force at `ms` (the banner lists them). */
export function activeWindows(
  windows: readonly { id: string; window: MaintenanceWindow }[],
  timeZone: string,
  ms: number,
): ActiveWindow[] {
  return windows.flatMap(({ id, window }) => {
    const o = occurrenceAt(window, timeZone, ms);
    return o ? [{ id, window, occurrence: o }] : [];
  });
}
