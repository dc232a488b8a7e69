import { describe, expect, it } from 'vitest';
import { weekStrip } from './weekStrip';

describe('weekStrip', () => {
  it('draws each chosen day, a period across midnight on the day after too', () => {
    const strip = weekStrip(
      ['fri'],
      [
        { from: 60, to: 120 },
        { from: 22 * 60, to: 6 * 60 },
      ],
    );
    const byDay = Object.fromEntries(strip.map((d) => [d.day, d.spans]));
    expect(byDay.fri).toEqual([
      [60, 120],
      [1320, 1440],
    ]);
    expect(byDay.sat).toEqual([[0, 360]]);
    expect(byDay.thu).toEqual([]);
    expect(strip.map((d) => d.day)).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']);
  });

  it('leaves out empty periods', () => {
    expect(weekStrip(['mon'], [{ from: 60, to: 60 }])[0].spans).toEqual([]);
  });
});
