import { describe, expect, it } from 'vitest';
import { emptyRuleForm, ruleFormFrom } from './ruleForm';
import { parseRuleForm } from './ruleFormCheck';
import { EventRuleSchema } from '@neuron/shared';

const base = { ...emptyRuleForm('threshold', ['S-1']), name: 'Night heat', threshold: '30' };

describe('rule form: schedule and early warning', () => {
  it('saves a schedule in minutes, sorted, and reads it back', () => {
    const out = parseRuleForm({
      ...base,
      scheduled: true,
      days: ['fri', 'mon'],
      periods: [
        { from: '17:00', to: '19:00' },
        { from: '00:00', to: '08:00' },
      ],
    });
    expect(out.ok && out.rule.schedule).toEqual({
      days: ['mon', 'fri'],
      periods: [
        { from: 0, to: 480 },
        { from: 1020, to: 1140 },
      ],
    });
    const back = ruleFormFrom(EventRuleSchema.parse({ ...(out.ok ? out.rule : {}), state: {} }));
    expect(back.periods).toEqual([
      { from: '00:00', to: '08:00' },
      { from: '17:00', to: '19:00' },
    ]);
    // Always active: no schedule saved.
    expect(parseRuleForm(base)).toMatchObject({ ok: true, rule: { name: 'Night heat' } });
    expect((parseRuleForm(base) as { rule: object }).rule).not.toHaveProperty('schedule');
  });

  it('puts each schedule problem beside its field: empty, overlapping, unreadable periods, no days', () => {
    const out = parseRuleForm({
      ...base,
      scheduled: true,
      days: [],
      periods: [
        { from: '08:00', to: '08:00' },
        { from: '10:00', to: '12:00' },
        { from: '11:00', to: '13:00' },
        { from: '9', to: '' },
      ],
    });
    expect(out).toEqual({
      ok: false,
      errors: {
        days: 'Pick at least one day',
        period0: 'The period is empty: it ends when it starts',
        period2: 'Overlaps period 2',
        period3: 'Enter both times as HH:MM',
      },
    });
  });

  it('an early-warning rule needs a horizon of 1 to 720 hours', () => {
    const form = {
      ...emptyRuleForm('forecast', ['S-1004']),
      name: 'Tank low soon',
      op: 'lt' as const,
      threshold: '15',
    };
    expect(parseRuleForm({ ...form, horizonH: '0' })).toEqual({
      ok: false,
      errors: { horizonH: 'Look ahead at least 1 hour' },
    });
    expect(parseRuleForm({ ...form, horizonH: '721' })).toMatchObject({
      ok: false,
      errors: { horizonH: expect.stringMatching(/at most 720/) },
    });
    expect(parseRuleForm({ ...form, horizonH: 'soon' })).toMatchObject({
      ok: false,
      errors: { horizonH: 'Enter a number' },
    });
    expect(parseRuleForm({ ...form, horizonH: '12' })).toMatchObject({
      ok: true,
      rule: { kind: 'forecast', op: 'lt', threshold: 15, horizonH: 12, watch: 'value', valueIndex: 0 },
    });
  });
});
