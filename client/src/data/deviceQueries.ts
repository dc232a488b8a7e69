import {
  collection,
  documentId,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAt,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import type { DeviceType } from '@neuron/shared';
import { firebase } from './firebaseApp';
import { deviceChangesOf, type DeviceChanges } from './devices';

/**
 * The bounded reads of a system's devices (docs/LARGE_SYSTEMS.md, "A system of any size"): each is
 * one live query of at most `size` documents, so what a page reads does not grow with the fleet.
 * - `page`: the devices of a type in serial order (the document id), from serial `from` on (null: from
 *   the start; the next page starts at the last serial of the one before, so the two share it);
 * - `serial`: the devices of a type whose serial starts with `prefix`;
 * - `name`: the devices of a type whose name (alias) starts with `prefix` (as stored: callers try its cases);
 * - `word`: the devices of a type with `word` among their name's words (`nameWords`, lower case,
 *   kept by the functions: docs/DATA_MODEL.md), so a word inside a name is found, in serial order;
 * - `reported`: the devices of a type that have a sample, newest sample first (whether a sensor has
 *   reported yet: the quick start, with size 1);
 * - `heardBy`: the sensors whose latest sample came through `gatewaySn`, newest first. (Not by the
 *   sample's per-gateway map: its key is the gateway's serial, and no index can be declared for
 *   such a path, the `sample` field being exempt from single-field indexes: firestore.indexes.json.)
 */
export type DeviceQuery =
  | { kind: 'page'; type: DeviceType; from: string | null; size: number }
  | { kind: 'serial' | 'name'; type: DeviceType; prefix: string; size: number }
  | { kind: 'word'; type: DeviceType; word: string; size: number }
  | { kind: 'reported'; type: DeviceType; size: number }
  | { kind: 'heardBy'; gatewaySn: string; size: number };

/** The highest code point Firestore's strings sort by: `prefix` … `prefix + END` is every string starting with it. */
const END = '\uf8ff';

/** The query's constraints (docs/INDEXES.md lists the composite indexes the name, word, reported and heardBy queries use). */
function constraints(q: DeviceQuery): QueryConstraint[] {
  switch (q.kind) {
    case 'page':
      return [
        where('type', '==', q.type),
        orderBy(documentId()),
        ...(q.from === null ? [] : [startAt(q.from)]),
        limit(q.size),
      ];
    case 'serial':
      return [
        where('type', '==', q.type),
        where(documentId(), '>=', q.prefix),
        where(documentId(), '<', q.prefix + END),
        orderBy(documentId()),
        limit(q.size),
      ];
    case 'name':
      return [
        where('type', '==', q.type),
        where('alias', '>=', q.prefix),
        where('alias', '<', q.prefix + END),
        orderBy('alias'),
        limit(q.size),
      ];
    case 'word':
      return [
        where('type', '==', q.type),
        where('nameWords', 'array-contains', q.word),
        orderBy(documentId()),
        limit(q.size),
      ];
    case 'reported':
      // Ordering by a field leaves out the documents without it: only devices with a sample.
      return [where('type', '==', q.type), orderBy('sample.time', 'desc'), limit(q.size)];
    case 'heardBy':
      return [where('sample.gatewaySn', '==', q.gatewaySn), orderBy('sample.time', 'desc'), limit(q.size)];
  }
}

const devicesOf = (systemId: string) => collection(firebase().db, 'system', systemId, 'devices');

/**
 * One bounded query of a system's devices, read once (docs/LARGE_SYSTEMS.md, "Live by document"):
 * what it holds, as a first snapshot (`initial`); `fromServer` false when the SDK answered from its
 * cache only (offline). The system page reads its pages and lookups so and keeps the rows on
 * screen live with a document listener each: the Firestore emulator evaluates every live `limit`
 * query of the collection again on each write to it, in time growing with the collection.
 */
export async function readDeviceQuery(
  systemId: string,
  q: DeviceQuery,
): Promise<{ changes: DeviceChanges; fromServer: boolean }> {
  if (q.kind === 'serial' && q.prefix.includes('/'))
    return { changes: { upserted: [], removed: [], initial: true }, fromServer: true };
  const snap = await getDocs(query(devicesOf(systemId), ...constraints(q)));
  return { changes: deviceChangesOf(snap, true), fromServer: !snap.metadata.fromCache };
}

/**
 * One bounded query of a system's devices, live (docs/CALLS.md): its first snapshot lists what it
 * holds (`initial`), later ones only what changed (docChanges), so a device added, changed or
 * removed reaches the page as that change. A document leaving the query's window (another pushed
 * it past the limit) is `removed` from this query. `fromServer` is false for a snapshot served
 * from the SDK's cache only. A serial prefix with a '/' (no document id has one) matches nothing.
 */
export function watchDeviceQuery(
  systemId: string,
  q: DeviceQuery,
  onChange: (changes: DeviceChanges, fromServer: boolean) => void,
  onError: (error: Error) => void,
): () => void {
  if (q.kind === 'serial' && q.prefix.includes('/')) {
    const timer = setTimeout(() => onChange({ upserted: [], removed: [], initial: true }, true), 0);
    return () => clearTimeout(timer);
  }
  let initial = true;
  return onSnapshot(
    query(devicesOf(systemId), ...constraints(q)),
    (snap) => {
      onChange(deviceChangesOf(snap, initial), !snap.metadata.fromCache);
      initial = false;
    },
    onError,
  );
}
