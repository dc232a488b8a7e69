// Listening to a large collection as several listeners over ranges of document id. Each remote
// change is then handled by a listener of a hundred documents or so instead of one of the whole
// list: the Firestore emulator re-sends a listener's whole result set on every change (measured:
// about 0.9 MB per one-device update in a 1,000-device listener, 90 KB in a 100-device one), and
// the SDK's work per change grows with its listener's size. No Firebase import: the merging is
// plain logic, unit-tested alone; data/devices.ts plugs in the Firestore queries.

/** About how many documents one range listener covers. */
export const RANGE_SIZE = 100;

/** A half-open range of document ids: from `from` (inclusive) to `before` (exclusive); open ends are unbounded. */
export interface IdRange {
  from?: string;
  before?: string;
}

/** One snapshot of one range listener: the documents that changed in it. */
export interface RangeSnapshot<T> {
  upserted: T[];
  removed: string[];
  fromServer: boolean;
}

/** What the merged listener hands on: the changes, and `initial` for the full list that replaces what was shown. */
export interface MergedChanges<T> {
  upserted: T[];
  removed: string[];
  initial: boolean;
}

export type ListenRange<T> = (
  range: IdRange,
  onSnapshot: (snap: RangeSnapshot<T>) => void,
  onError: (error: Error) => void,
) => () => void;

/**
 * Ranges of about `size` ids each that together cover the whole key space, split at the given
 * ids (the last known ones). The first range has no lower bound and the last no upper bound, so
 * an id added later always falls into one range; old ids only make the ranges uneven.
 */
export function idRanges(knownIds: readonly string[], size = RANGE_SIZE): IdRange[] {
  const ids = [...knownIds].sort(compareIds);
  const count = Math.ceil(ids.length / size);
  if (count <= 1) return [{}];
  const cuts = Array.from({ length: count - 1 }, (_, i) => ids[Math.round(((i + 1) * ids.length) / count)]);
  const ranges: IdRange[] = cuts.map((cut, i) => (i === 0 ? { before: cut } : { from: cuts[i - 1], before: cut }));
  ranges.push({ from: cuts[cuts.length - 1] });
  return ranges;
}

/** Firestore orders document ids by their UTF-8 bytes; for the ids in use (ASCII) that is code unit order. */
const compareIds = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A running group of range listeners; `docs` is what they currently list together. */
export interface RangeGroup<T> {
  stop(): void;
  docs(): T[];
}

/**
 * Listens to every range and merges them into one stream of changes. The first hand-on is the
 * full list (`initial`), once every range has answered; after that each range's changes go on as
 * they come. `fromServer` is true only while every range's latest snapshot came from the server,
 * so a caller never takes part of the list from a cache for the server's word.
 */
export function listenInRanges<T extends { id: string }>(
  listen: ListenRange<T>,
  ranges: readonly IdRange[],
  onChange: (changes: MergedChanges<T>, fromServer: boolean) => void,
  onError: (error: Error) => void,
): RangeGroup<T> {
  const docs = new Map<string, T>();
  const answered = new Array<boolean>(ranges.length).fill(false);
  const fromServer = new Array<boolean>(ranges.length).fill(false);
  let started = false;
  let failed = false;
  const stops = ranges.map((range, i) =>
    listen(
      range,
      (snap) => {
        for (const d of snap.upserted) docs.set(d.id, d);
        for (const id of snap.removed) docs.delete(id);
        answered[i] = true;
        fromServer[i] = snap.fromServer;
        const server = fromServer.every(Boolean);
        if (started) onChange({ upserted: snap.upserted, removed: snap.removed, initial: false }, server);
        else if (answered.every(Boolean)) {
          started = true;
          onChange({ upserted: Array.from(docs.values()), removed: [], initial: true }, server);
        }
      },
      (error) => {
        // One failed range fails the list (e.g. access removed): reported once.
        if (!failed) onError(error);
        failed = true;
      },
    ),
  );
  return {
    stop: () => stops.forEach((stop) => stop()),
    docs: () => Array.from(docs.values()),
  };
}
