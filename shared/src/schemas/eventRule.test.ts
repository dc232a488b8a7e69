import { describe, expect, it } from 'vitest';
import { EventRuleSchema, RULE_KINDS, RULE_OPS } from './eventRule.js';

const base = { name: 'Too warm', devices: ['S-1'] };

describe('EventRuleSchema', () => {
  it('knows the rule kinds and operators of docs/DATA_MODEL.md', () => {
    expect(RULE_KINDS).toEqual(['threshold', 'binary', 'offline_sensor', 'offline_gateway', 'forecast']);
    expect(RULE_OPS).toEqual(['gt', 'lt', 'outside', 'inside']);
  });

  it('fills defaults of a threshold rule', () => {
    expect(EventRuleSchema.parse({ ...base, kind: 'threshold', op: 'gt', threshold: 30 })).toEqual({
      ...base,
      kind: 'threshold',
      op: 'gt',
      threshold: 30,
      enabled: true,
      delaySec: 0,
      channels: [],
      watch: 'value',
      valueIndex: 0,
      hysteresis: 0,
    });
  });

  it('reads binary and offline rules with their per-device state', () => {
    const state = { 'S-1': { conditionSince: 1, active: true, lastSampleTime: 1, lastEventId: 'e1' } };
    expect(EventRuleSchema.parse({ ...base, kind: 'binary', state })).toMatchObject({ alarmOn: 'high', state });
    expect(EventRuleSchema.parse({ ...base, kind: 'offline_gateway', devices: ['*'] }).kind).toBe('offline_gateway');
  });

  it.each([
    [{ ...base, kind: 'threshold', op: 'gt' }, ['threshold'], 'Threshold is required'],
    [{ ...base, kind: 'threshold', op: 'lt' }, ['threshold'], 'Threshold is required'],
    [{ ...base, kind: 'threshold', op: 'inside', high: 5 }, ['low'], 'Low limit is required'],
    [{ ...base, kind: 'threshold', op: 'outside', low: 5 }, ['high'], 'High limit is required'],
    [
      { ...base, kind: 'threshold', op: 'outside', low: 5, high: 5 },
      ['high'],
      'High limit must be above the low limit',
    ],
    [{ ...base, name: ' ', kind: 'binary' }, ['name'], 'Name is required'],
    [{ ...base, devices: [], kind: 'binary' }, ['devices'], 'Pick at least one device'],
  ])('refuses %j naming the field', (input, path, message) => {
    const issue = EventRuleSchema.safeParse(input).error?.issues[0];
    expect(issue?.path).toEqual(path);
    expect(issue?.message).toBe(message);
  });

  it('refuses an unknown kind, an unknown operator and a delay over a day', () => {
    expect(EventRuleSchema.safeParse({ ...base, kind: 'magic' }).success).toBe(false);
    expect(EventRuleSchema.safeParse({ ...base, kind: 'threshold', op: 'eq', threshold: 1 }).success).toBe(false);
    expect(EventRuleSchema.safeParse({ ...base, kind: 'binary', delaySec: 86_401 }).success).toBe(false);
    expect(EventRuleSchema.safeParse({ ...base, kind: 'binary', delaySec: 86_400 }).success).toBe(true);
  });
});
