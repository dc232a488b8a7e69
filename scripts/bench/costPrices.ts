// The list prices the cost bench prices its measured counts at (us-central1, USD, as published
// on the Firestore, Cloud Run functions, Pub/Sub and Cloud Tasks pricing pages when this was
// written; no free tier counted, since a fleet of this size is far past it). Change them here when
// the lists change: docs/benchmarks.md is written from these.
export const PRICES = {
  region: 'us-central1',
  /** Firestore Standard edition, per document operation and per GiB-month stored. */
  firestoreRead: 0.03 / 100_000,
  firestoreWrite: 0.09 / 100_000,
  firestoreDelete: 0.01 / 100_000,
  firestoreGiBMonth: 0.15,
  /** Cloud Run functions (2nd gen), tier 1: per invocation, per vCPU-second, per GiB-second. */
  functionInvocation: 0.4 / 1_000_000,
  vcpuSecond: 0.000024,
  gibSecond: 0.0000025,
  /** Pub/Sub: per TiB of throughput (publish and delivery each; at least 1 KB per message). */
  pubsubTiB: 40,
  /** Cloud Tasks: per billable operation (a task queued and dispatched). */
  taskOperation: 0.4 / 1_000_000,
} as const;

/** Samples a sensor posting every 60 s sends in a month (30.44 days). */
export const SAMPLES_PER_SENSOR_MONTH = Math.round(30.44 * 1_440);
/** Samples of one year of raw history per sensor at 60 s. */
export const SAMPLES_PER_SENSOR_YEAR = 365 * 1_440;
export const GiB = 1024 ** 3;
