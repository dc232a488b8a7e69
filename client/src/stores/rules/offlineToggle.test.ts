import { EventRuleSchema } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { offlineNotified, offNeedsEveryDevice, planOfflineToggle } from './offlineToggle';

const r = (id: string, fields: Record<string, unknown>) => ({
  id,
  rule: EventRuleSchema.parse({ name: id, kind: 'offline_sensor', ...fields }),
});

describe('offline notification on / off from a list row', () => {
  it('on: joins the first listed rule, or makes one; nothing when already on', () => {
    const listed = r('a', { devices: ['S-1'] });
    expect(planOfflineToggle([listed], 'offline_sensor', 'S-2', [], true, 'Offline sensors')).toEqual([
      { op: 'save', ruleId: 'a', rule: expect.objectContaining({ devices: ['S-1', 'S-2'] }) },
    ]);
    expect(planOfflineToggle([], 'offline_sensor', 'S-2', [], true, 'Offline sensors')).toEqual([
      {
        op: 'save',
        ruleId: null,
        rule: {
          name: 'Offline sensors',
          kind: 'offline_sensor',
          enabled: true,
          devices: ['S-2'],
          delaySec: 0,
          channels: [],
        },
      },
    ]);
    expect(planOfflineToggle([listed], 'offline_sensor', 'S-1', [], true, 'x')).toEqual([]);
    // a disabled rule or another kind does not count
    expect(offlineNotified([r('b', { devices: ['*'], enabled: false })], 'offline_sensor', 'S-1')).toBe(false);
    expect(offlineNotified([r('g', { devices: ['*'], kind: 'offline_gateway' })], 'offline_sensor', 'S-1')).toBe(false);
  });

  it('off: leaves each rule watching it; * becomes the others; an emptied rule is deleted; state is never written', () => {
    const plan = planOfflineToggle(
      [r('all', { devices: ['*'] }), r('one', { devices: ['S-1'], state: {} }), r('other', { devices: ['S-3'] })],
      'offline_sensor',
      'S-1',
      ['S-1', 'S-2', 'S-3'],
      false,
      'x',
    );
    expect(plan).toEqual([
      { op: 'save', ruleId: 'all', rule: expect.objectContaining({ devices: ['S-2', 'S-3'] }) },
      { op: 'delete', ruleId: 'one' },
    ]);
    expect(plan[0]).not.toHaveProperty('rule.state');
  });

  it('needs every device only to turn one off from an enabled rule on every device', () => {
    expect(offNeedsEveryDevice([r('all', { devices: ['*'] })], 'offline_sensor', false)).toBe(true);
    expect(offNeedsEveryDevice([r('all', { devices: ['*'] })], 'offline_sensor', true)).toBe(false);
    expect(offNeedsEveryDevice([r('one', { devices: ['S-1'] })], 'offline_sensor', false)).toBe(false);
    expect(offNeedsEveryDevice([r('all', { devices: ['*'], enabled: false })], 'offline_sensor', false)).toBe(false);
    expect(offNeedsEveryDevice([r('g', { devices: ['*'], kind: 'offline_gateway' })], 'offline_sensor', false)).toBe(
      false,
    );
  });
});
