import { parseRetentionDays, RAW_RETENTION_DEFAULT_DAYS } from '@neuron/shared';

/**
 * How many days raw samples are kept (docs/DEPLOY.md, "Raw history retention"): the build's
 * VITE_RAW_RETENTION_DAYS, set to the functions' RAW_SAMPLE_RETENTION_DAYS. Beyond it the charts
 * read the day rollups and the CSV says where its samples start. A value the build refuses
 * (scripts/checkProductionBuild.ts) cannot reach here; in development a bad one falls back to the
 * default with a console error rather than blanking the charts.
 */
export function rawRetentionDays(raw: unknown = import.meta.env.VITE_RAW_RETENTION_DAYS): number {
  try {
    return parseRetentionDays(typeof raw === 'string' ? raw : undefined, 'VITE_RAW_RETENTION_DAYS');
  } catch (e) {
    console.error(String(e));
    return RAW_RETENTION_DEFAULT_DAYS;
  }
}
