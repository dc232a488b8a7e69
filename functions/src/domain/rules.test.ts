import { alarmDelayElapsed, EventRuleSchema, type RuleDeviceState } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { dueDelayedAlarms, ruleDefinitionChanged } from './rules.js';

// evaluateRule's tests live beside it in shared/src/rules/ruleEvaluation.test.ts.

describe('rule schema', () => {
  it('refuses an impossible condition by field', () => {
    const bad = EventRuleSchema.safeParse({
      name: 'r',
      kind: 'threshold',
      op: 'inside',
      low: 5,
      high: 1,
      devices: ['*'],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['high'], message: 'High limit must be above the low limit' });
  });
});

describe('ruleDefinitionChanged', () => {
  it('ignores a change of the per-device state only', () => {
    const rule = { name: 'a', threshold: 1, devices: ['S-1'], state: {} };
    expect(ruleDefinitionChanged(rule, { ...rule, state: { 'S-1': { active: true } } })).toBe(false);
    expect(ruleDefinitionChanged(rule, { ...rule, threshold: 2 })).toBe(true);
    expect(ruleDefinitionChanged(undefined, rule)).toBe(true);
    expect(ruleDefinitionChanged(rule, undefined)).toBe(true);
  });
});

describe('delayed alarms due at the sweep', () => {
  it('lists each enabled sample rule and device whose condition held for the delay with no alarm yet', () => {
    const state = (conditionSince: number | null, active = false) => ({
      conditionSince,
      active,
      lastSampleTime: null,
      lastEventId: null,
    });
    const base = { name: 'r', kind: 'threshold', op: 'gt', threshold: 1, devices: ['*'], delaySec: 60 };
    const rules = [
      { id: 'a', rule: EventRuleSchema.parse(base) },
      { id: 'b', rule: EventRuleSchema.parse({ ...base, enabled: false }) },
      { id: 'c', rule: EventRuleSchema.parse({ name: 'o', kind: 'offline_sensor', devices: ['*'] }) },
      // A rule document of the first model still holding a device's state: read until the device has its own.
      { id: 'd', rule: EventRuleSchema.parse({ ...base, state: { 'S-5': state(0), 'S-1': state(0) } }) },
    ];
    const devices: { sn: string; ruleState?: Record<string, RuleDeviceState> }[] = [
      { sn: 'S-1', ruleState: { a: state(0), b: state(0), d: state(0, true) } },
      { sn: 'S-2', ruleState: { a: state(50_000) } },
      { sn: 'S-3', ruleState: { a: state(0, true) } },
      { sn: 'S-4', ruleState: { a: state(null) } },
      { sn: 'S-5' },
    ];
    expect(dueDelayedAlarms(rules, devices, 60_000)).toEqual([
      { ruleId: 'a', sn: 'S-1' },
      { ruleId: 'd', sn: 'S-5' },
    ]);
    expect(alarmDelayElapsed({ delaySec: 60 }, 0, 59_999)).toBe(false);
  });
});
