import { DAY_MINUTES, previousWeekday, WEEKDAYS, type SchedulePeriod, type Weekday } from '@neuron/shared';

/** The active spans of one weekday, in minutes since midnight, as the week strip draws them. */
export interface StripDay {
  day: Weekday;
  spans: [number, number][];
}

/**
 * Where a schedule is active, day by day: a period across midnight shows its evening on the
 * chosen day and its morning on the day after. Periods that cannot be read yet are left out.
 */
export function weekStrip(days: readonly Weekday[], periods: readonly SchedulePeriod[]): StripDay[] {
  return WEEKDAYS.map((day) => {
    const spans: [number, number][] = [];
    for (const p of periods) {
      if (p.from === p.to % DAY_MINUTES) continue;
      const across = p.to <= p.from;
      if (days.includes(day)) spans.push([p.from, across ? DAY_MINUTES : p.to]);
      if (across && days.includes(previousWeekday(day)) && p.to > 0) spans.push([0, p.to]);
    }
    return { day, spans: spans.sort((a, b) => a[0] - b[0]) };
  });
}
