import { parseRetentionDays } from '@neuron/shared';

// How long raw samples are kept (docs/DEPLOY.md, "Raw history retention"): each history document
// carries `expireAt`, its sample's time plus the retention, and a Firestore TTL policy on that
// field (firestore.indexes.json) deletes it some time after (Firestore's TTL deletes within days
// of the moment, not at it). Day rollups carry none: they are kept, and the charts read them
// beyond the raw period (shared historySource).

const DAY_MS = 86_400_000;

/**
 * The retention in days from the functions' environment (`RAW_SAMPLE_RETENTION_DAYS`; default a
 * year). A value that is not a whole number of days is refused, naming the setting: a typo must
 * not quietly expire history.
 */
export function rawRetentionDays(env: Record<string, string | undefined> = process.env): number {
  return parseRetentionDays(env.RAW_SAMPLE_RETENTION_DAYS, 'RAW_SAMPLE_RETENTION_DAYS');
}

/** When a raw sample of `sampleTime` expires (a Date: Firestore's TTL reads a timestamp field). */
export function rawSampleExpireAt(sampleTime: number, days: number = rawRetentionDays()): Date {
  return new Date(sampleTime + days * DAY_MS);
}
