import { INITIAL_RULE_STATE, NEVER_HEARD_STATE, ONLINE_WINDOW_MS, type Device } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import {
  delayTimerDue,
  offlineDueAt,
  pendingDelayDue,
  presenceDueAt,
  sensorOnlineDueAt,
  TIMER_MAX_HOPS,
  TIMER_MAX_WAIT_MS,
  timerDelivery,
  timerTaskId,
  TimerTaskSchema,
  type TimerTask,
} from './timers.js';

const rule = { delaySec: 60, schedule: undefined };
const pending = (since: number) => ({ ...INITIAL_RULE_STATE, conditionSince: since, lastSampleTime: since });

describe('delay timers', () => {
  it('falls due when the condition has held for the delay', () => {
    expect(pendingDelayDue(rule, pending(1_000))).toBe(61_000);
    expect(pendingDelayDue(rule, { ...pending(1_000), active: true })).toBeUndefined();
    expect(pendingDelayDue(rule, INITIAL_RULE_STATE)).toBeUndefined();
  });

  it('is set when a condition starts, not for every sample that leaves it pending', () => {
    expect(delayTimerDue(rule, INITIAL_RULE_STATE, pending(1_000), 2_000)).toBe(61_000);
    expect(delayTimerDue(rule, pending(1_000), { ...pending(1_000), lastSampleTime: 5_000 }, 5_000)).toBeUndefined();
    // Cleared, or due already (the sample itself raised it): none.
    expect(delayTimerDue(rule, pending(1_000), INITIAL_RULE_STATE, 5_000)).toBeUndefined();
    expect(delayTimerDue(rule, INITIAL_RULE_STATE, pending(1_000), 61_000)).toBeUndefined();
  });

  it('is set again after an edit, which may have moved it', () => {
    expect(delayTimerDue({ delaySec: 90 }, pending(1_000), pending(1_000), 2_000, 'UTC', true)).toBe(91_000);
  });
});

describe('offline timers', () => {
  const sample = (time: number) => ({ time, values: [1], gateways: { 'G-1': { time: time + 5 } } });
  it('falls due the first millisecond outside the online window', () => {
    expect(offlineDueAt(0)).toBe(ONLINE_WINDOW_MS + 1);
    expect(presenceDueAt({ type: 'SENSOR', sample: sample(100), storedOnline: true })).toBe(offlineDueAt(105));
    expect(presenceDueAt({ type: 'GATEWAY', sample: null, storedOnline: true, gatewayLastSeen: 7 })).toBe(
      offlineDueAt(7),
    );
    expect(presenceDueAt({ type: 'SENSOR', sample: sample(100), storedOnline: false })).toBeUndefined();
    expect(presenceDueAt({ type: 'VIRTUAL', sample: sample(100), storedOnline: true })).toBeUndefined();
  });

  it('is set when a sensor comes online, not while it stays online', () => {
    const device = (online: boolean | null) =>
      ({
        type: 'SENSOR',
        sample: sample(100),
        state: online === null ? NEVER_HEARD_STATE : { ...NEVER_HEARD_STATE, online, lastSeen: 100 },
      }) as Pick<Device, 'type' | 'state' | 'sample'>;
    expect(sensorOnlineDueAt(device(null), device(true))).toBe(offlineDueAt(105));
    expect(sensorOnlineDueAt(device(false), device(true))).toBe(offlineDueAt(105));
    expect(sensorOnlineDueAt(device(true), device(true))).toBeUndefined();
    expect(sensorOnlineDueAt(device(null), device(false))).toBeUndefined();
    expect(sensorOnlineDueAt(device(null), undefined)).toBeUndefined();
  });
});

describe('a delivery', () => {
  const task: TimerTask = { kind: 'rule', systemId: 's', ruleId: 'r', sn: 'S-1', dueAt: 100_000, hops: 0 };
  it('acts at or after its due time, waits out a short remainder, puts a long one back a bounded number of times', () => {
    expect(timerDelivery(task, 100_000)).toEqual({ act: 'now' });
    expect(timerDelivery(task, 100_000 - 5_000)).toEqual({ act: 'wait', ms: 5_000 });
    const early = 100_000 - TIMER_MAX_WAIT_MS - 1;
    expect(timerDelivery(task, early)).toEqual({ act: 'requeue', task: { ...task, hops: 1 } });
    expect(timerDelivery({ ...task, hops: TIMER_MAX_HOPS }, early)).toEqual({ act: 'leave' });
  });

  it('has an id from what it checks, its due time and its hop, in the characters an id may hold', () => {
    const id = timerTaskId(task);
    expect(id).toMatch(/^rule-[0-9a-f]{40}$/);
    expect(timerTaskId({ ...task })).toBe(id);
    expect(timerTaskId({ ...task, dueAt: 100_001 })).not.toBe(id);
    expect(timerTaskId({ ...task, hops: 1 })).not.toBe(id);
    expect(timerTaskId({ ...task, sn: 'S.1:x' })).toMatch(/^rule-[0-9a-f]{40}$/);
  });

  it("a system's fold of its counts has one id per system and period, however many changes set it", () => {
    const fold = { kind: 'summary' as const, systemId: 's1', dueAt: 4_000, hops: 0 };
    expect(timerTaskId(fold)).toMatch(/^summary-[0-9a-f]{40}$/);
    expect(timerTaskId({ ...fold })).toBe(timerTaskId(fold));
    expect(timerTaskId({ ...fold, dueAt: 6_000 })).not.toBe(timerTaskId(fold));
    expect(timerTaskId({ ...fold, systemId: 's2' })).not.toBe(timerTaskId(fold));
  });

  it('parses a task whose hops were left out', () => {
    expect(TimerTaskSchema.parse({ kind: 'offline', systemId: 's', sn: 'S-1', dueAt: 5 })).toMatchObject({ hops: 0 });
    expect(TimerTaskSchema.safeParse({ kind: 'offline', systemId: 's', sn: 'S-1' }).success).toBe(false);
  });
});
