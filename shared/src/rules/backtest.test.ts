import { describe, expect, it } from 'vitest';
import { EventRuleSchema } from '../schemas/eventRule.js';
import { backtestRule } from './backtest.js';
import type { SampleRule } from './ruleEvaluation.js';

const rule = (fields: Record<string, unknown>) =>
  EventRuleSchema.parse({ name: 'Too hot', devices: ['S-1'], kind: 'threshold', op: 'gt', ...fields }) as SampleRule;
const MIN = 60_000;
const series = (pairs: [number, number][]) => pairs.map(([m, v]) => ({ time: m * MIN, values: [v] }));

describe('backtestRule', () => {
  it('counts each alarm episode once, with hysteresis, oldest first across devices', () => {
    const r = rule({ threshold: 30, hysteresis: 2 });
    const alarms = backtestRule(
      r,
      [
        { sn: 'S-2', config: {}, samples: series([[5, 40]]) },
        // in any order: the replay sorts by time
        {
          sn: 'S-1',
          config: {},
          samples: series([
            [3, 29],
            [1, 31],
            [2, 29.5],
            [4, 27],
            [6, 33],
          ]),
        },
      ],
      10 * MIN,
    );
    expect(alarms.map((a) => `${a.sn}@${a.time / MIN}`)).toEqual(['S-1@1', 'S-2@5', 'S-1@6']);
  });

  it('a delay counts only conditions that held that long, and starts the alarm when it runs out', () => {
    const r = rule({ threshold: 30, delaySec: 120 });
    const samples = series([
      [0, 35], // held 1 minute only: cleared at 1
      [1, 20],
      [10, 35], // held from 10; the next sample comes at 20, the alarm starts at 12
      [20, 36],
      [30, 20],
      [40, 35], // still pending at the end of the window (41): no alarm
    ]);
    const alarms = backtestRule(r, [{ sn: 'S-1', config: { si: ['°C'] }, samples }], 41 * MIN);
    // The value as the device shows it, with its unit.
    expect(alarms).toEqual([{ sn: 'S-1', time: 12 * MIN, value: 35, text: '35 °C' }]);
    // The same history replayed to a later end raises the last one too.
    expect(backtestRule(r, [{ sn: 'S-1', config: {}, samples }], 50 * MIN)).toHaveLength(2);
  });

  it('binary rules read the sensor config', () => {
    const r = EventRuleSchema.parse({ name: 'Door', devices: ['S-1'], kind: 'binary' }) as SampleRule;
    const config = { binary: { ruleHigh: 'x > 0.5', high: 'Open', low: 'Closed', pv: 0 } };
    const samples = series([
      [1, 0],
      [2, 1],
      [3, 1],
      [4, 0],
      [5, 1],
    ]);
    expect(backtestRule(r, [{ sn: 'S-1', config, samples }], 6 * MIN)).toHaveLength(2);
  });
});
