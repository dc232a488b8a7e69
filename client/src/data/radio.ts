import { collection, documentId, getDocs, limit, query, where } from 'firebase/firestore';
import { SampleSchema, samplePaths, type Sample } from '@neuron/shared';
import { parseDoc } from './documents';
import { firebase } from './firebaseApp';
import { countHistoryReads } from './historyReads';

/**
 * A bounded look at a long history: up to `perSlice` samples from the start of each of `slices`
 * equal slices of the range, read in parallel. Used for rssi over 24 h or 7 days, where reading
 * every sample (one every few seconds) would cost thousands of reads for a badge.
 */
export async function readSampleSlices(
  systemId: string,
  sn: string,
  range: { from: number; to: number },
  slices: number,
  perSlice: number,
): Promise<Sample[]> {
  const samples = collection(firebase().db, 'system', systemId, 'devices', sn, 'samples');
  const step = (range.to - range.from) / slices;
  const pages = await Promise.all(
    Array.from({ length: slices }, async (_, i) => {
      const from = range.from + Math.round(i * step);
      const to = i === slices - 1 ? range.to : range.from + Math.round((i + 1) * step);
      // By id, which is the sample time (shared samplePaths): in time order with no index of `time`.
      const snap = await getDocs(
        query(
          samples,
          where(documentId(), '>=', samplePaths.id(from)),
          where(documentId(), '<', samplePaths.id(to)),
          limit(perSlice),
        ),
      );
      countHistoryReads(snap.size);
      return snap.docs.flatMap((d) => parseDoc(SampleSchema, d) ?? []);
    }),
  );
  return pages.flat();
}
