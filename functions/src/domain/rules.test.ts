import { EventRuleSchema } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { ruleWatches } from './rules.js';

describe('which devices a rule watches', () => {
  it('by serial or every device of its kind with *, and never while disabled', () => {
    const threshold = EventRuleSchema.parse({ name: 'r', kind: 'threshold', op: 'gt', threshold: 1, devices: ['*'] });
    expect(ruleWatches(threshold, { sn: 'S-9', type: 'SENSOR' })).toBe(true);
    expect(ruleWatches(threshold, { sn: 'V-9', type: 'VIRTUAL' })).toBe(true);
    expect(ruleWatches(threshold, { sn: 'GW-9', type: 'GATEWAY' })).toBe(false);
    const gw = EventRuleSchema.parse({ name: 'g', kind: 'offline_gateway', devices: ['GW-1'] });
    expect(ruleWatches(gw, { sn: 'GW-1', type: 'GATEWAY' })).toBe(true);
    expect(ruleWatches(gw, { sn: 'GW-2', type: 'GATEWAY' })).toBe(false);
    expect(ruleWatches({ ...gw, enabled: false }, { sn: 'GW-1', type: 'GATEWAY' })).toBe(false);
  });
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
