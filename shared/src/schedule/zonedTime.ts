// Wall-clock time in a named IANA time zone, with the Intl API only (no time-zone library): a
// system's schedules and maintenance windows are read in the system's zone, on both sides.

/** Weekdays as rule schedules name them, Monday first. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** A weekday as rule schedules name it. */
export type Weekday = (typeof WEEKDAYS)[number];

/** The wall clock at an instant in a zone. */
export interface ZonedParts {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  weekday: Weekday;
  /** Minutes since local midnight, 0..1439. */
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** Whether the runtime knows a zone name (the schemas refuse others). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock at `ms` in `timeZone`. */
export function zonedParts(ms: number, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) parts[p.type] = p.value;
  const weekday = parts.weekday.toLowerCase().slice(0, 3) as Weekday;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The zone's offset from UTC at `ms`, in ms (local = UTC + offset), to the minute. */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const p = zonedParts(ms, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, 0, p.minute);
  return asUtc - Math.floor(ms / 60_000) * 60_000;
}

/**
 * The instants a local date and minute of day can mean in a zone: one normally, two on the
 * hour a clock goes back, and the two instants around the skipped hour when it goes forward
 * (neither of which shows that wall time; callers check what they find there).
 */
export function localInstants(year: number, month: number, day: number, minute: number, timeZone: string): number[] {
  const wall = Date.UTC(year, month - 1, day, 0, minute);
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second = wall - zoneOffsetMs(first, timeZone);
  return first === second ? [first] : [Math.min(first, second), Math.max(first, second)];
}

/** Weekday index, Monday 0. */
export function weekdayIndex(d: Weekday): number {
  return WEEKDAYS.indexOf(d);
}

/** The weekday before. */
export function previousWeekday(d: Weekday): Weekday {
  return WEEKDAYS[(weekdayIndex(d) + 6) % 7];
}
