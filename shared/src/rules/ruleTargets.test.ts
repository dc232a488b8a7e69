import { describe, expect, it } from 'vitest';
import { EventRuleSchema } from '../schemas/eventRule.js';
import { devicesWithoutRule, ruleNamesDevice, ruleNamesEvery, ruleWatches } from './ruleTargets.js';

const threshold = EventRuleSchema.parse({ name: 'r', kind: 'threshold', op: 'gt', threshold: 1, devices: ['*'] });
const gw = EventRuleSchema.parse({ name: 'g', kind: 'offline_gateway', devices: ['GW-1'] });

describe('which devices a rule watches', () => {
  it('by serial or every device of its kind with *, and never while disabled', () => {
    expect(ruleWatches(threshold, { sn: 'S-9', type: 'SENSOR' })).toBe(true);
    expect(ruleWatches(threshold, { sn: 'V-9', type: 'VIRTUAL' })).toBe(true);
    expect(ruleWatches(threshold, { sn: 'GW-9', type: 'GATEWAY' })).toBe(false);
    expect(ruleWatches(gw, { sn: 'GW-1', type: 'GATEWAY' })).toBe(true);
    expect(ruleWatches(gw, { sn: 'GW-2', type: 'GATEWAY' })).toBe(false);
    expect(ruleWatches({ ...gw, enabled: false }, { sn: 'GW-1', type: 'GATEWAY' })).toBe(false);
  });
  it('a disabled rule still names its devices', () => {
    expect(ruleNamesDevice({ ...gw, enabled: false }, { sn: 'GW-1', type: 'GATEWAY' })).toBe(true);
    expect(ruleNamesDevice(gw, { sn: 'GW-1', type: 'SENSOR' })).toBe(false);
  });
  it('names every device of a type only with * on a kind that applies to it', () => {
    expect(ruleNamesEvery(threshold, 'SENSOR')).toBe(true);
    expect(ruleNamesEvery({ ...threshold, enabled: false }, 'VIRTUAL')).toBe(true);
    expect(ruleNamesEvery(threshold, 'GATEWAY')).toBe(false);
    expect(ruleNamesEvery(gw, 'GATEWAY')).toBe(false);
  });
});

describe('devices without rule', () => {
  const sensors = [
    { sn: 'S-1', type: 'SENSOR' as const },
    { sn: 'S-2', type: 'SENSOR' as const },
  ];
  it('lists sensors no rule names; a gateway rule does not cover sensors', () => {
    const offline = EventRuleSchema.parse({ name: 'o', kind: 'offline_sensor', devices: ['S-1'] });
    expect(devicesWithoutRule([offline, { ...gw, devices: ['*'] }], sensors).map((d) => d.sn)).toEqual(['S-2']);
  });
  it('a rule on every device covers them all, disabled or not', () => {
    expect(devicesWithoutRule([{ ...threshold, enabled: false }], sensors)).toEqual([]);
  });
  it('with no rules every sensor is listed', () => {
    expect(devicesWithoutRule([], sensors)).toHaveLength(2);
  });
});
