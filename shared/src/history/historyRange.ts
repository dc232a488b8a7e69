/** Ranges of a history chart and where their points come from (raw samples or day rollups). */
import { RECENT_DATA_WINDOW_MS } from '../constants.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The preset ranges a details page offers, by name, as a length back from now. */
export const HISTORY_PRESETS = [
  // The shortest preset is the recent-data window (docs/CONSTANTS.md).
  { id: '1h', label: '1 h', lengthMs: RECENT_DATA_WINDOW_MS },
  { id: '24h', label: '24 h', lengthMs: DAY_MS },
  { id: '7d', label: '7 d', lengthMs: 7 * DAY_MS },
  { id: '30d', label: '30 d', lengthMs: 30 * DAY_MS },
] as const;
/** Name of a preset range. */
export type HistoryPresetId = (typeof HISTORY_PRESETS)[number]['id'];

/** Ranges up to this long read every stored sample; longer ones read hourly rollup buckets. */
export const RAW_HISTORY_MAX_MS = 48 * HOUR_MS;

/**
 * Samples per page of a raw history read (the chart's and the CSV export's, client/src/data/history.ts):
 * small enough to show progress, big enough to be quick.
 */
export const SAMPLE_PAGE_SIZE = 1000;

/** A time range, `from` inclusive, `to` exclusive (ms since the epoch). */
export interface TimeRange {
  from: number;
  to: number;
}

/**
 * Raw samples are kept this many days by default; each history document expires through a
 * Firestore TTL field then (the functions' RAW_SAMPLE_RETENTION_DAYS, the client's
 * VITE_RAW_RETENTION_DAYS: docs/DEPLOY.md). Day rollups are kept.
 */
export const RAW_RETENTION_DEFAULT_DAYS = 365;

/**
 * A retention setting read: a whole number of days from 1 to 3,650; unset or blank is the
 * default. Anything else is refused with a message naming `setting`.
 */
export function parseRetentionDays(raw: string | undefined, setting: string): number {
  const text = raw?.trim();
  if (!text) return RAW_RETENTION_DEFAULT_DAYS;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1 || days > 3_650)
    throw new Error(`${setting} must be a whole number of days from 1 to 3650, not '${text}'`);
  return days;
}

/** The oldest moment whose raw samples are still kept at `nowMs`. */
export function rawKeptFrom(nowMs: number, retentionDays: number): number {
  return nowMs - retentionDays * DAY_MS;
}

/**
 * Where a range's chart reads from: each sample up to 48 h, hourly rollup buckets beyond, and
 * rollups too for a short range that starts before the raw samples kept (`keptFrom`, rawKeptFrom):
 * those have expired, the rollups have not.
 */
export function historySource(range: TimeRange, keptFrom = -Infinity): 'samples' | 'rollups' {
  if (range.from < keptFrom) return 'rollups';
  return range.to - range.from <= RAW_HISTORY_MAX_MS ? 'samples' : 'rollups';
}

/** The range a preset covers when it ends now. */
export function presetRange(id: HistoryPresetId, nowMs: number): TimeRange {
  const preset = HISTORY_PRESETS.find((p) => p.id === id) ?? HISTORY_PRESETS[1];
  return { from: nowMs - preset.lengthMs, to: nowMs };
}

/** UTC day of a moment, YYYY-MM-DD: the id of the rollup document it falls in. */
export function utcDay(timeMs: number): string {
  return new Date(timeMs).toISOString().slice(0, 10);
}

/** The UTC days a range touches, oldest first (a 30-day range touches at most 31). */
export function daysInRange(range: TimeRange): string[] {
  const days: string[] = [];
  if (range.to <= range.from) return days;
  const last = utcDay(range.to - 1);
  for (let t = Date.parse(`${utcDay(range.from)}T00:00:00Z`); ; t += DAY_MS) {
    const day = utcDay(t);
    days.push(day);
    if (day >= last) return days;
  }
}

/** Start (ms) of an hourly bucket of a rollup day: day "YYYY-MM-DD", hour "0".."23". */
export function bucketStart(day: string, hour: string | number): number {
  return Date.parse(`${day}T00:00:00Z`) + Number(hour) * HOUR_MS;
}

/** Custom range inputs checked: the range, or the message to show beside the field at fault. */
export function checkCustomRange(
  from: number,
  to: number,
  nowMs: number,
): { ok: true; range: TimeRange } | { ok: false; field: 'from' | 'to'; message: string } {
  if (!Number.isFinite(from)) return { ok: false, field: 'from', message: 'Enter a start date and time.' };
  if (!Number.isFinite(to)) return { ok: false, field: 'to', message: 'Enter an end date and time.' };
  if (to <= from) return { ok: false, field: 'to', message: 'The end must be after the start.' };
  if (from > nowMs) return { ok: false, field: 'from', message: 'The start must not be in the future.' };
  return { ok: true, range: { from, to } };
}
