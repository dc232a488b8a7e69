import { describe, expect, it } from 'vitest';
import { EventRuleSchema } from '../schemas/eventRule.js';
import { backtestRule } from './backtest.js';
import { evaluateRule, type SampleRule } from './ruleEvaluation.js';
import { judgeSamples } from './ruleSeries.js';

// Thursday 2026-11-26 in Berlin (UTC+1); the rule is active 17:00–19:00 local, Monday to Friday.
const rule = (fields: Record<string, unknown> = {}) =>
  EventRuleSchema.parse({
    name: 'Evening heat',
    devices: ['S-1'],
    kind: 'threshold',
    op: 'gt',
    threshold: 30,
    schedule: { days: ['mon', 'tue', 'wed', 'thu', 'fri'], periods: [{ from: 17 * 60, to: 19 * 60 }] },
    ...fields,
  }) as SampleRule;
const ZONE = 'Europe/Berlin';
const at = (hhmmUtc: string) => Date.parse(`2026-11-26T${hhmmUtc}:00Z`);
const device = (time: number, value: number) => ({ sn: 'S-1', config: {}, sample: { time, values: [value] } });

describe('rule schedules in evaluation', () => {
  it('raises nothing outside the schedule, but follows the condition', () => {
    const out = evaluateRule('r', rule(), device(at('12:00'), 35), undefined, at('12:00'), ZONE);
    expect(out.transition).toBeNull();
    expect(out.state).toMatchObject({ active: false, conditionSince: at('12:00') });
  });

  it('raises when the schedule opens while the condition still holds, timed at the opening', () => {
    const since = evaluateRule('r', rule(), device(at('12:00'), 35), undefined, at('12:00'), ZONE).state;
    // The sweep at 16:05 UTC (17:05 local): no new sample; the alarm is timed 16:00 UTC.
    const out = evaluateRule('r', rule(), device(at('12:00'), 35), since, at('16:05'), ZONE);
    expect(out.transition).toMatchObject({ kind: 'alarm', time: at('16:00'), eventId: `r_S-1_alarm_${at('12:00')}` });
    // In another zone the same instant is outside (UTC 16:05 is 16:05 there).
    expect(evaluateRule('r', rule(), device(at('12:00'), 35), since, at('16:05'), 'UTC').transition).toBeNull();
  });

  it('judgeSamples raises at the opening between two samples, and a condition gone before it raises nothing', () => {
    const samples = [
      { time: at('15:00'), values: [35] },
      { time: at('16:30'), values: [36] },
    ];
    const out = judgeSamples('r', rule(), { sn: 'S-1', config: {} }, samples, at('16:40'), { timeZone: ZONE });
    expect(out.transitions.map((t) => t.transition.time)).toEqual([at('16:00')]);
    const gone = [
      { time: at('15:00'), values: [35] },
      { time: at('15:50'), values: [20] },
      { time: at('18:30'), values: [20] },
    ];
    expect(
      judgeSamples('r', rule(), { sn: 'S-1', config: {} }, gone, at('18:40'), { timeZone: ZONE }).transitions,
    ).toEqual([]);
  });

  it('the backtest honours the schedule and the delay together', () => {
    const samples = [
      { time: at('16:50'), values: [35] }, // 17:50 local: in the schedule; 20-minute delay → 18:10 local
      { time: at('18:30'), values: [20] },
      { time: at('18:20'), values: [20] }, // 19:20 local
    ];
    const alarms = backtestRule(rule({ delaySec: 1200 }), [{ sn: 'S-1', config: {}, samples }], at('19:00'), ZONE);
    expect(alarms.map((a) => a.time)).toEqual([at('17:10')]);
    // A condition that starts at 18:50 local and would be due after 19:00: next opening is Friday 17:00.
    const late = [{ time: at('17:50'), values: [35] }];
    const none = backtestRule(rule({ delaySec: 1200 }), [{ sn: 'S-1', config: {}, samples: late }], at('23:00'), ZONE);
    expect(none).toEqual([]);
    const friday = backtestRule(
      rule({ delaySec: 1200 }),
      [{ sn: 'S-1', config: {}, samples: late }],
      at('23:00') + 86_400_000,
      ZONE,
    );
    expect(friday.map((a) => a.time)).toEqual([at('16:00') + 86_400_000]);
  });
});
