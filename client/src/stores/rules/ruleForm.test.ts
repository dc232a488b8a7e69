import { EventRuleSchema, type EventRule } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { emptyRuleForm, ruleFormFrom } from './ruleForm';
import { parseRuleForm } from './ruleFormCheck';

describe('rule form', () => {
  it('turns a threshold form into the rule the schema accepts, delay in seconds, only the used limits', () => {
    const form = { ...emptyRuleForm('threshold', ['S-1']), name: ' Hot ', threshold: '30,5', delayMin: '1', low: '3' };
    const out = parseRuleForm(form);
    expect(out).toEqual({
      ok: true,
      rule: {
        name: 'Hot',
        kind: 'threshold',
        enabled: true,
        devices: ['S-1'],
        channels: [],
        delaySec: 60,
        watch: 'value',
        valueIndex: 0,
        op: 'gt',
        hysteresis: 0,
        threshold: 30.5,
      },
    });
  });

  it('a rule watching battery reads no value index, and round-trips through the form', () => {
    const form = { ...emptyRuleForm('threshold', ['S-1']), name: 'Battery', watch: 'battery' as const };
    const out = parseRuleForm({ ...form, valueIndex: '3', op: 'lt', threshold: '20' });
    expect(out).toMatchObject({ ok: true, rule: { watch: 'battery', valueIndex: 0, op: 'lt', threshold: 20 } });
    if (out.ok) expect(ruleFormFrom({ ...out.rule, state: {} } as EventRule).watch).toBe('battery');
  });

  it('reports every wrong field by name, from the shared schema, and nothing to save', () => {
    const out = parseRuleForm({ ...emptyRuleForm('threshold'), op: 'inside', low: '5', high: '1', hysteresis: 'x' });
    expect(out).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        devices: 'Pick at least one device',
        hysteresis: 'Enter a number',
      },
    });
    // The limits' order is checked once the fields themselves are right.
    expect(
      parseRuleForm({ ...emptyRuleForm('threshold', ['*']), name: 'r', op: 'inside', low: '5', high: '1' }),
    ).toEqual({ ok: false, errors: { high: 'High limit must be above the low limit' } });
    expect(parseRuleForm({ ...emptyRuleForm('threshold', ['*']), name: 'r' })).toMatchObject({
      ok: false,
      errors: { threshold: 'Threshold is required' },
    });
    expect(parseRuleForm({ ...emptyRuleForm('offline_sensor', ['*']), name: 'r', delayMin: '-1' })).toMatchObject({
      ok: false,
      errors: { delayMin: expect.any(String) },
    });
  });

  it('round-trips a stored rule', () => {
    const stored = EventRuleSchema.parse({
      name: 'Door',
      kind: 'binary',
      alarmOn: 'low',
      devices: ['S-2'],
      delaySec: 120,
      channels: ['c1'],
      enabled: false,
    });
    const form = ruleFormFrom(stored);
    expect(form).toMatchObject({ kind: 'binary', alarmOn: 'low', delayMin: '2', channels: ['c1'], enabled: false });
    const { state: _s, ...rule } = stored;
    expect(parseRuleForm(form)).toEqual({ ok: true, rule });
  });
});
