import {
  alarmDueAt,
  DEFAULT_TIME_ZONE,
  lastSeenThroughGateway,
  ONLINE_WINDOW_MS,
  type Device,
  type RuleDeviceState,
  type SampleRule,
} from '@neuron/shared';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { SweepDevice } from './offline.js';

// Exact timers (docs/CONFIG_EDITS_AND_TIMERS.md, "Exact timers"): a rule's delay and a device's offline deadline
// are each a Cloud Task for the moment they fall due. What is decided here (pure): when a timer is
// due, when one is set, what a delivery does with the time it arrives at, and the task's id. The
// task re-checks the stored state when it runs; the five-minute sweep is the safety net.

/** A timer's payload: what to check, and when it falls due (the delivery's own ETA is not trusted). */
export const TimerTaskSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rule'),
    systemId: z.string().min(1),
    ruleId: z.string().min(1),
    sn: z.string().min(1),
    dueAt: z.number().int(),
    /** How often an early delivery was put back (bounded: see timerDelivery). */
    hops: z.number().int().min(0).default(0),
  }),
  z.object({
    kind: z.literal('offline'),
    systemId: z.string().min(1),
    sn: z.string().min(1),
    dueAt: z.number().int(),
    hops: z.number().int().min(0).default(0),
  }),
  /** The fold of a system's changes of the counts at the end of their period (domain/summary.ts). */
  z.object({
    kind: z.literal('summary'),
    systemId: z.string().min(1),
    dueAt: z.number().int(),
    hops: z.number().int().min(0).default(0),
  }),
]);
export type TimerTask = z.infer<typeof TimerTaskSchema>;

/**
 * The moment a device last seen at `lastSeen` goes offline: the first millisecond outside the
 * online window (isWithinOnlineWindow is inclusive).
 */
export function offlineDueAt(lastSeen: number): number {
  return lastSeen + ONLINE_WINDOW_MS + 1;
}

/** When a pending delay of a rule state falls due (undefined: none pending, or its schedule never opens). */
export function pendingDelayDue(
  rule: Pick<SampleRule, 'delaySec' | 'schedule'>,
  state: RuleDeviceState | null | undefined,
  timeZone: string = DEFAULT_TIME_ZONE,
): number | undefined {
  if (!state || state.active || state.conditionSince == null) return undefined;
  return alarmDueAt(rule, state.conditionSince, state.conditionSince, timeZone);
}

/**
 * The delay timer a rule application sets, if any: only when its new state has a delay pending
 * whose due time is new (a condition that started, or a recheck after an edit that moved the
 * delay), so a sample that leaves a pending delay as it was enqueues nothing. A delay of 0 with
 * no schedule falls due with its sample and needs no timer.
 */
export function delayTimerDue(
  rule: Pick<SampleRule, 'delaySec' | 'schedule'>,
  before: RuleDeviceState | null | undefined,
  after: RuleDeviceState | null | undefined,
  nowMs: number,
  timeZone: string = DEFAULT_TIME_ZONE,
  /** A rule or config edit: the old due time was computed with another definition. */
  edited = false,
): number | undefined {
  const due = pendingDelayDue(rule, after, timeZone);
  if (due === undefined || due <= nowMs) return undefined;
  if (!edited && before?.conditionSince === after?.conditionSince) return undefined;
  return due;
}

/**
 * Longest an early delivery is waited out inside the handler: well inside its timeout, and inside
 * the 60 s a task's dispatch is given before it is aborted and retried.
 */
export const TIMER_MAX_WAIT_MS = 30_000;
/** How often an early delivery with more than TIMER_MAX_WAIT_MS to go is put back on the queue. */
export const TIMER_MAX_HOPS = 1;

/** What a timer's delivery does at `nowMs`. */
export type TimerDelivery =
  { act: 'now' } | { act: 'wait'; ms: number } | { act: 'requeue'; task: TimerTask } | { act: 'leave' };

/**
 * Cloud Tasks delivers at least once and not before the schedule time, and so do the local
 * stacks (scripts/localClock/holdTasks.mjs). The payload's due time is what counts, though, not
 * the queue's clock: a delivery found early (clocks apart, a task queued by hand) waits out a
 * short remainder (TIMER_MAX_WAIT_MS), and a longer one is put back on the queue once
 * (TIMER_MAX_HOPS) and then left to the sweep, so a queue that delivered early could never run
 * the handler in a loop until the deadline.
 */
export function timerDelivery(task: TimerTask, nowMs: number): TimerDelivery {
  const remaining = task.dueAt - nowMs;
  if (remaining <= 0) return { act: 'now' };
  if (remaining <= TIMER_MAX_WAIT_MS) return { act: 'wait', ms: remaining };
  if (task.hops >= TIMER_MAX_HOPS) return { act: 'leave' };
  return { act: 'requeue', task: { ...task, hops: task.hops + 1 } };
}

/**
 * The task's id: derived from what it checks, its due time and its hop, so the same timer set
 * twice (a redelivered trigger, two deliveries finding the same transition; every change of a
 * system's counts in one fold period) is queued once. A
 * hash, since serials may hold characters an id may not (and Cloud Tasks spreads hashed ids best).
 */
export function timerTaskId(task: TimerTask): string {
  const what = task.kind === 'rule' ? `${task.ruleId}|${task.sn}` : task.kind === 'offline' ? task.sn : '';
  const key = `${task.kind}|${task.systemId}|${what}|${task.dueAt}|${task.hops}`;
  return `${task.kind}-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;
}

/**
 * When a device goes offline unless heard from again, as the sweep judges it (domain/offline.ts):
 * a sensor's latest sample through any gateway, a gateway's last hearing (its reportedAt, or a
 * sample it delivered). None for a device not stored as online (offline already, or never heard
 * from) or not of those kinds.
 */
export function presenceDueAt(
  device: Pick<SweepDevice, 'type' | 'sample' | 'storedOnline' | 'gatewayLastSeen'>,
): number | undefined {
  if (device.storedOnline !== true) return undefined;
  const seen =
    device.type === 'GATEWAY'
      ? device.gatewayLastSeen
      : device.type === 'SENSOR'
        ? lastSeenThroughGateway(device.sample)
        : null;
  return seen == null ? undefined : offlineDueAt(seen);
}

/**
 * A sensor's latest sample write made it online (it was offline or never heard from): its offline
 * deadline, for the one timer its presence keeps pending. None otherwise: a sensor online already
 * has one pending, which sets the next when it finds the sensor heard since.
 */
export function sensorOnlineDueAt(
  before: Pick<Device, 'state'>,
  after: Pick<Device, 'type' | 'state' | 'sample'> | undefined,
): number | undefined {
  if (after?.type !== 'SENSOR' || before.state?.online === true || after.state?.online !== true) return undefined;
  return presenceDueAt({ type: 'SENSOR', sample: after.sample, storedOnline: true });
}

/** What a timer acts on, for the logs: its device, or the system whose counts it folds. */
export function timerSubject(task: TimerTask): string {
  return task.kind === 'summary' ? `the counts of ${task.systemId}` : `${task.systemId}/${task.sn}`;
}
