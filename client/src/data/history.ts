import { collection, doc, documentId, getDoc, getDocs, onSnapshot, query, where } from 'firebase/firestore';
import {
  loadDocument,
  parseStoredRollup,
  RollupSchema,
  SAMPLE_PAGE_SIZE,
  SampleSchema,
  samplePaths,
  type Rollup,
  type Sample,
} from '@neuron/shared';
import { parseDoc } from './documents';
import { firebase } from './firebaseApp';
import { countHistoryReads } from './historyReads';
import { rangeFilter, runQuery } from './firestoreRest';
import { fromRestFields, restDocumentId } from './restValues';
import { restTarget } from './restTarget';

const samplesOf = (systemId: string, sn: string) =>
  collection(firebase().db, 'system', systemId, 'devices', sn, 'samples');

/** A page of samples and the cursor for the next page (undefined after the last page). */
export interface SamplePage {
  samples: Sample[];
  nextAfter: number | undefined;
}

/**
 * One page of a device's stored samples in [from, to), oldest first, after `afterTime` when
 * given (the previous page's `nextAfter`). Read through the REST API (firestoreRest.ts): the SDK
 * spent about half a second of main-thread time taking in a day's 288 samples (its sorted maps of
 * document paths), which held up the chart (docs/PERFORMANCE.md, "Chart opens"). The same rules
 * apply; the live samples after it still come through the SDK (watchNewSamples).
 */
export async function readSamplesPage(
  systemId: string,
  sn: string,
  range: { from: number; to: number },
  afterTime?: number,
  pageSize = SAMPLE_PAGE_SIZE,
): Promise<SamplePage> {
  // By id, which is the sample time (shared samplePaths): time order with no index of `time`.
  const target = await restTarget();
  const collectionPath = `system/${systemId}/devices/${sn}/samples`;
  const from = afterTime === undefined ? range.from : Math.max(range.from, afterTime + 1);
  const docs = await runQuery(
    target,
    collectionPath,
    {
      from: [{ collectionId: 'samples' }],
      where: rangeFilter(target.projectId, collectionPath, {
        from: samplePaths.id(from),
        before: samplePaths.id(range.to),
      }),
      orderBy: [{ field: { fieldPath: '__name__' }, direction: 'ASCENDING' }],
      limit: pageSize,
    },
    undefined,
    'whole', // a page of at most SAMPLE_PAGE_SIZE samples: parsed in a few milliseconds
  );
  countHistoryReads(docs.length);
  const samples: Sample[] = [];
  for (const d of docs) {
    const loaded = loadDocument(SampleSchema, restDocumentId(d.name), null, fromRestFields(d.fields));
    if (loaded.ok) samples.push(loaded.doc);
    else console.error(`Skipping malformed document ${d.name}: ${loaded.issue.field} ${loaded.issue.message}`);
  }
  const last = docs.length > 0 ? fromRestFields(docs[docs.length - 1]!.fields).time : undefined;
  return { samples, nextAfter: docs.length === pageSize && typeof last === 'number' ? last : undefined };
}

/**
 * A device's day rollups for the given UTC days (ids YYYY-MM-DD), in one range query on the
 * document id: one read per stored day, so 30 days cost at most 31 reads.
 */
export async function readRollups(systemId: string, sn: string, days: readonly string[]): Promise<Rollup[]> {
  if (days.length === 0) return [];
  const q = query(
    collection(firebase().db, 'system', systemId, 'devices', sn, 'rollups'),
    where(documentId(), '>=', days[0]),
    where(documentId(), '<=', days[days.length - 1]),
  );
  const snap = await getDocs(q);
  countHistoryReads(snap.size);
  return snap.docs.flatMap((d) => parseDoc(RollupSchema, d) ?? []);
}

/**
 * A device's running rollup: the rollup of its newest day, kept on its device document (`rollup`)
 * and written to that day's rollup document only once a later day replaces it (docs/DATA_MODEL.md).
 * Null when it has none (or it does not parse). The store puts it in its day's place.
 */
export async function readRunningRollup(systemId: string, sn: string): Promise<Rollup | null> {
  const snap = await getDoc(doc(firebase().db, 'system', systemId, 'devices', sn));
  countHistoryReads(1);
  return parseStoredRollup(snap.get('rollup')) ?? null;
}

/**
 * Listens for samples stored after `afterTime` (the newest one a chart holds), passing each new
 * one once, oldest first. Returns the unsubscribe; a failed listener is logged.
 */
export function watchNewSamples(
  systemId: string,
  sn: string,
  afterTime: number,
  onAdded: (samples: Sample[]) => void,
): () => void {
  const q = query(samplesOf(systemId, sn), where(documentId(), '>', samplePaths.id(afterTime)));
  return onSnapshot(
    q,
    (snap) => {
      const added = snap.docChanges().filter((c) => c.type === 'added');
      if (added.length === 0) return;
      countHistoryReads(added.length);
      onAdded(added.flatMap((c) => parseDoc(SampleSchema, c.doc) ?? []));
    },
    (error) => console.error('history listener failed', error),
  );
}
