import {
  NEVER_HEARD_STATE,
  SUMMARY_COUNT_KEYS,
  type Device,
  type DeviceState,
  type SystemSummary,
} from '@neuron/shared';
import { z } from 'zod';

/** What of a device the system summary counts. */
export type SummaryInput = Pick<Device, 'type' | 'state'>;

/**
 * Counts of a system's devices (docs/DATA_MODEL.md): sensors, gateways and virtuals by type; online and
 * offline over sensors and gateways (a device never heard from counts as offline); devices in alarm.
 */
export function computeSummary(devices: readonly SummaryInput[], nowMs: number): SystemSummary {
  const physical = devices.filter((d) => d.type !== 'VIRTUAL');
  const online = physical.filter((d) => d.state?.online === true).length;
  return {
    sensors: devices.filter((d) => d.type === 'SENSOR').length,
    gateways: devices.filter((d) => d.type === 'GATEWAY').length,
    virtuals: devices.filter((d) => d.type === 'VIRTUAL').length,
    online,
    offline: physical.length - online,
    sensorsOnline: devices.filter((d) => d.type === 'SENSOR' && d.state?.online === true).length,
    gatewaysOnline: devices.filter((d) => d.type === 'GATEWAY' && d.state?.online === true).length,
    virtualsOnline: devices.filter((d) => d.type === 'VIRTUAL' && d.state?.online === true).length,
    alarms: devices.filter((d) => (d.state?.alarm.length ?? 0) > 0).length,
    updatedAt: nowMs,
  };
}

/** Change of each summary count, positive or negative. */
export type SummaryDelta = Record<(typeof SUMMARY_COUNT_KEYS)[number], number>;

/**
 * What a device write changes in the summary counts. A device counts once it has a `state`
 * (set when it is created, by a function, or with its first sample), so the write that gives it
 * a state adds it and its removal takes it out: the counts stay right without a recount.
 */
export function summaryDelta(before: SummaryInput | undefined, after: SummaryInput | undefined): SummaryDelta {
  const counted = (d: SummaryInput | undefined) => computeSummary(d?.state ? [d] : [], 0);
  const a = counted(before);
  const b = counted(after);
  return Object.fromEntries(SUMMARY_COUNT_KEYS.map((k) => [k, b[k] - a[k]])) as SummaryDelta;
}

/** Whether a delta changes any count. */
export function isEmptyDelta(delta: SummaryDelta): boolean {
  return SUMMARY_COUNT_KEYS.every((k) => delta[k] === 0);
}

/**
 * The summary planner every commit that changes a device's state is given (data/summary.ts
 * `addToSummary` commits what it says): the change of the counts from the device as read to the
 * device as written, or null when no count changes (nothing is written then).
 */
export type SummaryPlanner = (before: SummaryInput | undefined, after: SummaryInput | undefined) => SummaryDelta | null;

/** The counts' change of a device going from `before` to `after`; null when none changes. */
export const planSummaryChange: SummaryPlanner = (before, after) => {
  const delta = summaryDelta(before, after);
  return isEmptyDelta(delta) ? null : delta;
};

/**
 * The changes of several commits added up (a delivered batch's sensors and its gateway): the one
 * change the batch writes to the summary, or null when the counts end where they began.
 */
export function sumDeltas(deltas: readonly (SummaryDelta | null)[]): SummaryDelta | null {
  const sum = Object.fromEntries(
    SUMMARY_COUNT_KEYS.map((k) => [k, deltas.reduce((n, d) => n + (d?.[k] ?? 0), 0)]),
  ) as SummaryDelta;
  return isEmptyDelta(sum) ? null : sum;
}

// The counts take one write per period, however many devices change together (docs/SCALE.md,
// "Storms"): each commit that changes a device's counted state adds a delta document of its own
// (system/{sid}/summaryDeltas, never the same document twice), and one fold per system and period
// adds the deltas up into summary/counts and deletes them in one commit.

/** How long changes of the counts gather before one fold writes them: the counts lag by at most about this. */
export const SUMMARY_FOLD_MS = 2_000;
/** Most deltas folded in one commit (their deletions and the one increment stay under Firestore's 500 writes). */
export const SUMMARY_FOLD_BATCH = 400;

/** When the fold of a change made at `nowMs` runs: the end of its period (one fold task per system and period). */
export function summaryFoldDueAt(nowMs: number): number {
  return (Math.floor(nowMs / SUMMARY_FOLD_MS) + 1) * SUMMARY_FOLD_MS;
}

const StoredDeltaSchema = z.object(
  Object.fromEntries(SUMMARY_COUNT_KEYS.map((k) => [k, z.number().catch(0).default(0)])) as Record<
    (typeof SUMMARY_COUNT_KEYS)[number],
    z.ZodDefault<z.ZodCatch<z.ZodNumber>>
  >,
);

/**
 * Delta documents as stored, added up into the one change a fold writes (null: they cancel out).
 * A count missing or malformed in a document adds nothing (a delta is written by functions only).
 */
export function foldDeltas(stored: readonly unknown[]): SummaryDelta | null {
  return sumDeltas(stored.map((d) => StoredDeltaSchema.parse(d ?? {})));
}

/**
 * The correction a recount of the counts adds (as a delta of its own, folded like any change):
 * the counts of the devices, less what the counts will become from what was recorded, i.e. the
 * stored counts plus the deltas not yet folded, all three as read at one moment (a read-only
 * transaction). Null when they agree. Changes committed after that moment carry their own deltas,
 * so the correction stays exact while the system keeps changing.
 */
export function planRecount(
  devices: readonly SummaryInput[],
  storedCounts: unknown,
  pendingDeltas: readonly unknown[],
): SummaryDelta | null {
  const truth = computeSummary(
    devices.filter((d) => d.state),
    0,
  );
  const stored = StoredDeltaSchema.parse(storedCounts ?? {});
  const pending = foldDeltas(pendingDeltas);
  return sumDeltas([
    Object.fromEntries(SUMMARY_COUNT_KEYS.map((k) => [k, truth[k] - stored[k] - (pending?.[k] ?? 0)])) as SummaryDelta,
  ]);
}

/** What a newly created device is given, and what that changes in the counts. */
export interface NewDeviceWrites {
  state: DeviceState;
  summary: SummaryDelta | null;
}

/**
 * A device was created (data/devicesDerived.ts `countNewDevice` reads it in a transaction): one
 * with no state yet gets the never-heard state and is counted; one that has a state already (a
 * redelivered event, or its first sample came first and counted it) is left alone (null), so it
 * is counted once.
 */
export function planNewDevice(device: SummaryInput): NewDeviceWrites | null {
  if (device.state) return null;
  return { state: NEVER_HEARD_STATE, summary: planSummaryChange(device, { ...device, state: NEVER_HEARD_STATE }) };
}

/** What of its system a device's removal reads: whether it exists and when it was made (0: unknown). */
export interface SystemAge {
  exists: boolean;
  createdAtMs: number;
}

/** When a removed device was made and removed (from the event). */
export interface RemovalTimes {
  createdAtMs: number;
  removedAtMs: number;
}

/**
 * Whether a device's removal is taken out of its system's counts (data/devicesDerived.ts
 * `uncountRemovedDevice`, with the system as read): not when the system is removed, or made again
 * since (its counts started over). The device's own creation time decides it too: a removal event
 * delivered late (or without a time) of a device older than the system document belonged to an
 * earlier system of that id.
 */
export function removalCounts(system: SystemAge, times: RemovalTimes): boolean {
  return system.exists && system.createdAtMs <= times.removedAtMs && system.createdAtMs <= times.createdAtMs;
}

/**
 * What a device's removal writes, given its system as read: null when the removal is not counted
 * (removalCounts); otherwise the counts' change (null when it was not counted yet: it had no state).
 */
export type RemovalPlanner = (system: SystemAge) => { summary: SummaryDelta | null } | null;

/** The removal planner of one removed device. */
export function removalPlanner(removed: SummaryInput, times: RemovalTimes): RemovalPlanner {
  return (system) => (removalCounts(system, times) ? { summary: planSummaryChange(removed, undefined) } : null);
}
