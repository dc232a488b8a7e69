import { z } from 'zod';

/**
 * A moment in milliseconds since the epoch. Firestore Timestamps (client or admin SDK)
 * are accepted and turned into milliseconds, so one schema serves both SDKs.
 */
export const TimeMsSchema = z.preprocess((v) => {
  if (v && typeof v === 'object' && 'toMillis' in v && typeof v.toMillis === 'function') {
    return (v as { toMillis: () => number }).toMillis();
  }
  if (v instanceof Date) return v.getTime();
  return v;
}, z.number().finite());

/** Fields every loaded document gets (docs/DATA_MODEL.md): its id and its reference. */
export type Loaded<T, Ref = unknown> = T & { id: string; ref: Ref };
