// Minutes of a day and schedule periods, without zod: the client's first screen uses some of these
// (the rule form's texts), and a constant taken from a schema module would bring the module and
// zod along (the bundler splits by module; docs/FIRST_LOAD.md). RuleScheduleSchema builds on them.

/** Most periods a schedule has per day (the Firestore rules check them one by one). */
export const MAX_SCHEDULE_PERIODS = 4;
/** Minutes in a day; a period may end at 1440 ("24:00"). */
export const DAY_MINUTES = 1440;

/** A period of a day in minutes since local midnight (the shape of SchedulePeriodSchema). */
interface MinutePeriod {
  from: number;
  to: number;
}

/** A period as a span on a line of two days: one across midnight ends after 1440. */
export function periodSpan(p: MinutePeriod): [number, number] {
  return [p.from, p.to > p.from ? p.to : p.to + DAY_MINUTES];
}

/** Whether two periods share a minute on any day (a period across midnight reaches into the next). */
export function periodsOverlap(a: MinutePeriod, b: MinutePeriod): boolean {
  const [a0, a1] = periodSpan(a);
  const [b0, b1] = periodSpan(b);
  return [-DAY_MINUTES, 0, DAY_MINUTES].some((shift) => a0 < b1 + shift && b0 + shift < a1);
}

/** "HH:MM" of minutes since midnight (1440 is "24:00"). */
export function minutesText(m: number): string {
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Minutes since midnight of "HH:MM" ("24:00" allowed); undefined for anything else. */
export function parseMinutes(text: string): number | undefined {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const [h, min] = [Number(m[1]), Number(m[2])];
  if (min > 59 || h > 24 || (h === 24 && min > 0)) return undefined;
  return h * 60 + min;
}
