import type { Device } from '../schemas/device.js';
import { EventRuleSchema, type RuleDeviceState } from '../schemas/eventRule.js';
import { describe, expect, it } from 'vitest';
import { evaluateRule, storedRuleState, type SampleRule } from './ruleEvaluation.js';

const rule = (fields: Record<string, unknown>) =>
  EventRuleSchema.parse({ name: 'Too hot', devices: ['S-1'], ...fields }) as SampleRule;
const device = (value: number | null, time: number, config: Device['config'] = {}) => ({
  sn: 'S-1',
  config,
  sample: { time, values: [value] },
});

/** Runs a rule over a series of [time, value] samples, returning the transitions' kinds. */
function run(r: SampleRule, series: [number, number | null][], config: Device['config'] = {}) {
  let state: RuleDeviceState | undefined;
  const kinds: string[] = [];
  for (const [time, value] of series) {
    const out = evaluateRule('r1', r, device(value, time, config), state, time);
    state = out.state;
    if (out.transition) kinds.push(`${out.transition.kind}@${time}`);
  }
  return { kinds, state };
}

describe('a rule watching battery', () => {
  it('judges the battery level a sample reported, and skips a sample without one', () => {
    const r = rule({ kind: 'threshold', watch: 'battery', op: 'lt', threshold: 20, valueIndex: 0 });
    let state: RuleDeviceState | undefined;
    const kinds: string[] = [];
    for (const [time, battery] of [
      [1, 30],
      [2, 19],
      [3, undefined],
      [4, 25],
    ] as const) {
      const sample = { time, values: [5], ...(battery !== undefined ? { battery } : {}) };
      const out = evaluateRule('r1', r, { sn: 'S-1', config: {}, sample }, state, time);
      state = out.state;
      if (out.transition) kinds.push(`${out.transition.kind}@${time}:${out.transition.value}`);
    }
    expect(kinds).toEqual(['alarm@2:19', 'alarm_cleared@4:25']);
  });
});

describe('threshold rules', () => {
  it('gt raises one alarm when it starts and one clear when it ends, not one per sample', () => {
    const r = rule({ kind: 'threshold', op: 'gt', threshold: 30 });
    const { kinds } = run(r, [
      [1, 20],
      [2, 31],
      [3, 35],
      [4, 32],
      [5, 29],
      [6, 28],
    ]);
    expect(kinds).toEqual(['alarm@2', 'alarm_cleared@5']);
  });

  it('hysteresis: the alarm clears only once the value is back past the limit by the hysteresis', () => {
    const r = rule({ kind: 'threshold', op: 'gt', threshold: 30, hysteresis: 2 });
    expect(
      run(r, [
        [1, 31],
        [2, 29],
        [3, 28.5],
        [4, 27.9],
        [5, 29],
        [6, 30.5],
      ]).kinds,
    ).toEqual(['alarm@1', 'alarm_cleared@4', 'alarm@6']);
  });

  it('lt, outside and inside compare as named', () => {
    expect(
      run(rule({ kind: 'threshold', op: 'lt', threshold: 5 }), [
        [1, 6],
        [2, 4],
        [3, 5],
      ]).kinds,
    ).toEqual(['alarm@2', 'alarm_cleared@3']);
    const outside = rule({ kind: 'threshold', op: 'outside', low: 10, high: 20, hysteresis: 1 });
    expect(
      run(outside, [
        [1, 15],
        [2, 9],
        [3, 10.5],
        [4, 11],
        [5, 21],
      ]).kinds,
    ).toEqual(['alarm@2', 'alarm_cleared@4', 'alarm@5']);
    const inside = rule({ kind: 'threshold', op: 'inside', low: 10, high: 20 });
    expect(
      run(inside, [
        [1, 5],
        [2, 10],
        [3, 20],
        [4, 21],
      ]).kinds,
    ).toEqual(['alarm@2', 'alarm_cleared@4']);
  });

  it('reads the configured value index and ignores error samples and missing values', () => {
    const r = rule({ kind: 'threshold', op: 'gt', threshold: 50, valueIndex: 1 });
    const at = (values: (number | null)[], time: number, state?: RuleDeviceState) =>
      evaluateRule('r1', r, { sn: 'S-1', config: {}, sample: { time, values } }, state, time);
    const started = at([99, 60], 1);
    expect(started.transition?.kind).toBe('alarm');
    expect(at([99, 30115], 2, started.state)).toMatchObject({ transition: null, changed: false });
    expect(at([99, null], 3, started.state)).toMatchObject({ transition: null, changed: false });
  });

  it('a delay starts the alarm only once the condition held that long, even without a further sample', () => {
    const r = rule({ kind: 'threshold', op: 'gt', threshold: 30, delaySec: 60 });
    const d = device(40, 1_000);
    const first = evaluateRule('r1', r, d, undefined, 1_000);
    expect(first).toMatchObject({ transition: null, changed: true, state: { conditionSince: 1_000, active: false } });
    // A later check with no new sample: not yet, then yes.
    expect(evaluateRule('r1', r, d, first.state, 60_999).transition).toBeNull();
    const fired = evaluateRule('r1', r, d, first.state, 61_000);
    expect(fired.transition).toMatchObject({ kind: 'alarm', time: 61_000, value: 40 });
    // The condition going away before the delay cancels it.
    const cancelled = evaluateRule('r1', r, device(20, 30_000), first.state, 30_000);
    expect(cancelled).toMatchObject({ transition: null, state: { conditionSince: null, active: false } });
  });

  it('evaluating the same sample again (a re-delivered trigger) changes nothing', () => {
    const r = rule({ kind: 'threshold', op: 'gt', threshold: 30 });
    const d = device(40, 5);
    const once = evaluateRule('r1', r, d, undefined, 5);
    expect(once.transition?.kind).toBe('alarm');
    expect(evaluateRule('r1', r, d, once.state, 6)).toMatchObject({ transition: null, changed: false });
  });

  it('derives the event id from the rule, device and episode, so a re-run writes the same event', () => {
    const r = rule({ kind: 'threshold', op: 'gt', threshold: 30 });
    const a = evaluateRule('r1', r, device(40, 7), undefined, 7);
    const b = evaluateRule('r1', r, device(40, 7), undefined, 9);
    expect(a.transition?.eventId).toBe('r1_S-1_alarm_7');
    expect(b.transition?.eventId).toBe(a.transition?.eventId);
  });
});

describe('binary rules', () => {
  const config = { binary: { ruleHigh: 'x > 0.5', high: 'Open', low: 'Closed', pv: 0 } };
  it('alarms while the binary rule is high (or low, with alarmOn)', () => {
    expect(
      run(
        rule({ kind: 'binary' }),
        [
          [1, 0],
          [2, 1],
          [3, 1],
          [4, 0],
        ],
        config,
      ).kinds,
    ).toEqual(['alarm@2', 'alarm_cleared@4']);
    expect(
      run(
        rule({ kind: 'binary', alarmOn: 'low' }),
        [
          [1, 1],
          [2, 0],
        ],
        config,
      ).kinds,
    ).toEqual(['alarm@2']);
  });
  it('a broken binary config is not judged (no alarm, no crash)', () => {
    expect(run(rule({ kind: 'binary' }), [[1, 1]], { binary: { ruleHigh: '' } }).kinds).toEqual([]);
  });
});

describe('storedRuleState', () => {
  const held = (since: number): RuleDeviceState => ({
    conditionSince: since,
    active: false,
    lastSampleTime: since,
    lastEventId: null,
  });
  const rule = EventRuleSchema.parse({ name: 'r', kind: 'threshold', op: 'gt', threshold: 1, devices: ['*'] });

  it("reads a rule's state for a device from the device, by rule id", () => {
    expect(storedRuleState('r-1', rule, { sn: 'S-1', ruleState: { 'r-1': held(5), 'r-2': held(9) } })).toEqual(held(5));
    expect(storedRuleState('r-3', rule, { sn: 'S-1', ruleState: { 'r-1': held(5) } })).toBeUndefined();
  });

  it("falls back on the rule document's state of the first model until the device has its own", () => {
    const legacy = EventRuleSchema.parse({ ...rule, state: { 'S-1': held(1) } });
    expect(storedRuleState('r-1', legacy, { sn: 'S-1' })).toEqual(held(1));
    expect(storedRuleState('r-1', legacy, { sn: 'S-1', ruleState: { 'r-1': held(7) } })).toEqual(held(7));
    expect(storedRuleState('r-1', legacy, { sn: 'S-2' })).toBeUndefined();
  });
});
