import { describe, expect, it } from 'vitest';
import type { Rollup } from '../schemas/rollup.js';
import { addSample, addSighting, emptyRollup, hourOf, withHour } from './rollupHours.js';
import { placeRollups, rollupDocumentDays, withRunningRollup } from './runningRollup.js';

/** A day's rollup with one sample of `value` counted at `iso`. */
const counted = (iso: string, value: number, base?: Rollup): Rollup => {
  const time = Date.parse(iso);
  const day = iso.slice(0, 10);
  const hour = String(new Date(time).getUTCHours());
  const rollup = base ?? emptyRollup(day);
  return withHour(rollup, hour, addSample(hourOf(rollup, hour), { time, values: [value] }));
};

describe('the running rollup', () => {
  it('reads no day document for samples of the running day; another day is read once', () => {
    const running = counted('2026-03-01T10:00:00Z', 1);
    expect(rollupDocumentDays(running, ['2026-03-01', '2026-03-01'])).toEqual([]);
    expect(rollupDocumentDays(running, ['2026-03-01', '2026-03-02', '2026-02-27'])).toEqual([
      '2026-03-02',
      '2026-02-27',
    ]);
    // None yet (a new device, or one stored before the running rollup): its days' documents are read.
    expect(rollupDocumentDays(undefined, ['2026-03-01'])).toEqual(['2026-03-01']);
  });

  it('a sample of the running day changes the running rollup and writes no document', () => {
    const running = counted('2026-03-01T10:00:00Z', 1);
    const next = counted('2026-03-01T10:01:00Z', 3, running);
    const placed = placeRollups(running, new Map([['2026-03-01', next]]));
    expect(placed).toEqual({ running: next, runningChanged: true, documents: new Map() });
    expect(placed.running?.values['0']).toEqual({ min: 1, max: 3, sum: 4, count: 2 });
  });

  it('a newer day takes the running place and the day it replaced is flushed whole to its document', () => {
    const running = counted('2026-03-01T23:59:00Z', 1);
    const tomorrow = counted('2026-03-02T00:00:00Z', 2);
    const placed = placeRollups(running, new Map([['2026-03-02', tomorrow]]));
    expect(placed.running).toBe(tomorrow);
    expect(placed.runningChanged).toBe(true);
    expect([...placed.documents]).toEqual([['2026-03-01', running]]);
  });

  it('a batch across midnight flushes the running day with its new samples counted', () => {
    const running = counted('2026-03-01T23:00:00Z', 1);
    const today = counted('2026-03-01T23:59:00Z', 5, running);
    const tomorrow = counted('2026-03-02T00:00:30Z', 2);
    const placed = placeRollups(
      running,
      new Map([
        ['2026-03-01', today],
        ['2026-03-02', tomorrow],
      ]),
    );
    expect(placed.running).toBe(tomorrow);
    expect([...placed.documents]).toEqual([['2026-03-01', today]]);
  });

  it('a late sample of an earlier day goes to that day’s document; the running rollup stays as it was', () => {
    const running = counted('2026-03-02T08:00:00Z', 1);
    const late = counted('2026-02-28T12:00:00Z', 9);
    const placed = placeRollups(running, new Map([['2026-02-28', late]]));
    expect(placed).toEqual({ running, runningChanged: false, documents: new Map([['2026-02-28', late]]) });
  });

  it('a device with none yet makes the newest day it counts its running one', () => {
    const older = counted('2026-02-28T12:00:00Z', 9);
    const today = counted('2026-03-01T12:00:00Z', 1);
    const placed = placeRollups(
      undefined,
      new Map([
        ['2026-03-01', today],
        ['2026-02-28', older],
      ]),
    );
    expect(placed.running).toBe(today);
    expect([...placed.documents]).toEqual([['2026-02-28', older]]);
    expect(placeRollups(undefined, new Map())).toEqual({
      running: undefined,
      runningChanged: false,
      documents: new Map(),
    });
  });

  it('readers see the running rollup in place of its day’s older document, oldest first, within the days asked', () => {
    const staleToday = counted('2026-03-02T01:00:00Z', 100);
    const yesterday = counted('2026-03-01T12:00:00Z', 1);
    const running = counted('2026-03-02T09:00:00Z', 2, counted('2026-03-02T01:00:00Z', 100));
    const days = ['2026-03-01', '2026-03-02'];
    expect(withRunningRollup([staleToday, yesterday], running, days)).toEqual([yesterday, running]);
    // A running rollup of a day outside the range asked is left out; none at all: the documents.
    expect(withRunningRollup([yesterday], running, ['2026-03-01'])).toEqual([yesterday]);
    expect(withRunningRollup([staleToday, yesterday], undefined, days)).toEqual([yesterday, staleToday]);
  });
});

describe("a gateway's own sighting", () => {
  it('counts its rssi under its serial in the hour and the day, with no sample and no values', () => {
    const at = Date.parse('2026-03-01T10:05:00Z');
    const once = withHour(emptyRollup('2026-03-01'), '10', addSighting(hourOf(undefined, '10'), 'G-1', -70, at));
    const twice = withHour(once, '10', addSighting(hourOf(once, '10'), 'G-1', -80, at + 60_000));
    expect(twice).toMatchObject({
      rssi: { 'G-1': { min: -80, max: -70, sum: -150, count: 2 } },
      rssiHours: { '10': { 'G-1': { min: -80, max: -70, sum: -150, count: 2 } } },
      samples: { '10': 0 },
      last: { '10': at + 60_000 },
      values: {},
    });
  });
});
