import { backtestRule, EventRuleSchema, type RuleDeviceState, type SampleRule } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { chunkRun, decideRule } from './ruleJudgement.js';

const rule = (fields: Record<string, unknown> = {}) =>
  EventRuleSchema.parse({
    name: 'Hot',
    kind: 'threshold',
    op: 'gt',
    threshold: 28,
    devices: ['S-1'],
    channels: ['c'],
    ...fields,
  }) as SampleRule;
const device = (alarm: string[] = []) => ({
  sn: 'S-1',
  alias: 'Oven',
  config: { si: ['°C'] },
  state: { sampleTime: 0, online: true, lastSeen: 0, errorCode: null, errorText: null, display: [], alarm },
});
const alternating = (n: number, t0 = 1_000) =>
  Array.from({ length: n }, (_, i) => ({ time: t0 + i * 1_000, values: [i % 2 === 0 ? 32 : 25] }));

describe('decideRule: every sample of a post is judged', () => {
  it('raises as many alarms as the backtest over the same samples, each with its own value text', () => {
    const samples = alternating(60);
    const d = decideRule('hot', rule(), device(), undefined, { mode: 'live', samples, previous: null }, 100_000);
    const backtest = backtestRule(rule(), [{ sn: 'S-1', config: { si: ['°C'] }, samples }], 100_000);
    const alarms = d?.events.filter((e) => e.event.kind === 'alarm') ?? [];
    expect(alarms).toHaveLength(backtest.length);
    expect(alarms).toHaveLength(30);
    expect(d?.events).toHaveLength(60);
    expect(alarms[0].event.text).toBe('Hot: Oven is 32 °C');
    // Ends cleared: the state is written, the device's alarm list untouched (it was not listed).
    expect(d?.state).toMatchObject({ active: false, lastSampleTime: 60_000 });
    expect(d?.alarm).toBeNull();
  });

  it('leaves out live samples the state was judged on already, and writes nothing for them', () => {
    const samples = alternating(4);
    const first = decideRule('hot', rule(), device(), undefined, { mode: 'live', samples, previous: null }, 10_000);
    const again = decideRule(
      'hot',
      rule(),
      device(),
      first?.state ?? undefined,
      { mode: 'live', samples, previous: null },
      10_000,
    );
    expect(again).toBeNull();
  });

  it('a late backlog raises its own events from a clear state and never moves the current state', () => {
    const active = { conditionSince: 90_000, active: true, lastSampleTime: 90_000, lastEventId: 'e' };
    const backlog = alternating(3, 1_000); // 32, 25, 32
    const d = decideRule(
      'hot',
      rule({ escalationChannel: 'x', escalateAfterMin: 5 }),
      device(['hot']),
      active,
      {
        mode: 'backlog',
        samples: backlog,
        untilMs: 90_000,
      },
      100_000,
    );
    expect(d?.state).toBeNull();
    expect(d?.alarm).toBeNull();
    expect(d?.events.map((e) => e.event.kind)).toEqual(['alarm', 'alarm_cleared', 'alarm']);
    // Past alarms are told, not escalated.
    expect(d?.events[0].event.escalateAt).toBeUndefined();
  });

  it('the sweep (no samples) starts a delayed alarm from the previous sample once its delay ran out', () => {
    const r = rule({ delaySec: 60 });
    const pending = { conditionSince: 1_000, active: false, lastSampleTime: 1_000, lastEventId: null };
    const run = { mode: 'live' as const, samples: [], previous: { time: 1_000, values: [30] } };
    expect(decideRule('hot', r, device(), pending, run, 30_000)).toBeNull();
    const d = decideRule('hot', r, device(), pending, run, 61_000);
    expect(d?.events.map((e) => [e.event.kind, e.event.time])).toEqual([['alarm', 61_000]]);
    expect(d?.alarm).toBe('add');
  });
});

describe('chunkRun', () => {
  it('cuts a long run so one transaction stays small, and the chunks together raise what the whole run does', () => {
    const samples = alternating(500);
    const live = chunkRun({ mode: 'live', samples, previous: null });
    expect(live.map((c) => (c.mode === 'live' ? c.samples.length : 0))).toEqual([200, 200, 100]);
    let state: RuleDeviceState | undefined;
    let events = 0;
    for (const run of live) {
      const d = decideRule('hot', rule(), device(), state, run, 1_000_000);
      state = d?.state ?? state;
      events += d?.events.length ?? 0;
    }
    expect(events).toBe(500);
    const backlog = chunkRun({ mode: 'backlog', samples, untilMs: 1_000_000 });
    const ids = backlog.flatMap((run) => decideRule('hot', rule(), device(), undefined, run, 1_000_000)?.events ?? []);
    expect(new Set(ids.map((e) => e.id)).size).toBe(500);
  });
});
