import { describe, expect, it } from 'vitest';
import { idRanges, listenInRanges, type IdRange, type MergedChanges, type RangeSnapshot } from './rangedListeners';

const doc = (id: string, v = 0) => ({ id, v });
type Doc = ReturnType<typeof doc>;

function fakeRanges() {
  const pushes: ((snap: RangeSnapshot<Doc>) => void)[] = [];
  const ranges: IdRange[] = [];
  let stopped = 0;
  const listen = (range: IdRange, onSnap: (snap: RangeSnapshot<Doc>) => void) => {
    ranges.push(range);
    pushes.push(onSnap);
    return () => void stopped++;
  };
  return { listen, pushes, ranges, stopped: () => stopped };
}

describe('idRanges', () => {
  it('is one open range for a list that fits one listener', () => {
    expect(idRanges([])).toEqual([{}]);
    expect(idRanges(['a', 'b'], 2)).toEqual([{}]);
  });

  it('covers the whole key space in ranges of about the given size, split at sorted ids', () => {
    const ids = Array.from({ length: 10 }, (_, i) => `S${i}`).reverse();
    const ranges = idRanges(ids, 3);
    expect(ranges).toEqual([
      { before: 'S3' },
      { from: 'S3', before: 'S5' },
      { from: 'S5', before: 'S8' },
      { from: 'S8' },
    ]);
    const owners = (id: string) =>
      ranges.filter((r) => (r.from === undefined || id >= r.from) && (r.before === undefined || id < r.before));
    for (const id of [...ids, '', 'A', 'S45', 'zzz']) expect(owners(id)).toHaveLength(1);
  });
});

describe('listenInRanges', () => {
  it('hands on the full list once every range answered, then each range’s changes alone', () => {
    const { listen, pushes } = fakeRanges();
    const got: [MergedChanges<Doc>, boolean][] = [];
    listenInRanges(
      listen,
      idRanges(['a', 'b', 'c', 'd'], 2),
      (c, s) => got.push([c, s]),
      () => {},
    );
    expect(pushes).toHaveLength(2);
    pushes[0]({ upserted: [doc('a'), doc('b')], removed: [], fromServer: true });
    pushes[0]({ upserted: [doc('a', 1)], removed: ['b'], fromServer: true });
    expect(got).toEqual([]);
    pushes[1]({ upserted: [doc('c'), doc('d')], removed: [], fromServer: true });
    expect(got).toEqual([[{ upserted: [doc('a', 1), doc('c'), doc('d')], removed: [], initial: true }, true]]);
    pushes[1]({ upserted: [doc('d', 2)], removed: [], fromServer: true });
    expect(got[1]).toEqual([{ upserted: [doc('d', 2)], removed: [], initial: false }, true]);
  });

  it('says fromServer only while every range has the server’s answer', () => {
    const { listen, pushes } = fakeRanges();
    const got: boolean[] = [];
    const group = listenInRanges(
      listen,
      idRanges(['a', 'b', 'c', 'd'], 2),
      (_c, s) => got.push(s),
      () => {},
    );
    pushes[0]({ upserted: [doc('a')], removed: [], fromServer: true });
    pushes[1]({ upserted: [doc('c')], removed: [], fromServer: false });
    pushes[1]({ upserted: [], removed: [], fromServer: true });
    expect(got).toEqual([false, true]);
    expect(group.docs().map((d) => d.id)).toEqual(['a', 'c']);
  });

  it('reports one failure once and stops every range', () => {
    const errors: Error[] = [];
    const stops: number[] = [];
    const fails: ((e: Error) => void)[] = [];
    const group = listenInRanges<Doc>(
      (_r, _s, onError) => {
        fails.push(onError);
        return () => void stops.push(1);
      },
      idRanges(['a', 'b', 'c'], 1),
      () => {},
      (e) => errors.push(e),
    );
    fails[0](new Error('denied'));
    fails[1](new Error('denied'));
    expect(errors).toHaveLength(1);
    group.stop();
    expect(stops).toHaveLength(3);
  });
});
