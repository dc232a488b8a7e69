import { EventRuleSchema, type Device, type RuleDeviceState, type SampleRule } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuleDecision } from '../domain/ruleJudgement.js';
import type { RulePlanner, RuleWrites } from '../domain/ruleWrites.js';
import { timerTaskId, type TimerTask } from '../domain/timers.js';

// The data layer faked: the rule and the device a rule's transaction reads (its plan run `runs`
// times, as a retried transaction runs it; the last run commits), what it commits, and the timers
// queued.
const NOW = 1_800_000_000_000;
let rule: SampleRule;
let device: Device;
let runs: number;
const committed: { ruleId: string; sn: string; writes: RuleWrites | null }[] = [];
const queued: { task: TimerTask; id: string }[] = [];
vi.mock('../data/rules.js', () => ({
  applyRuleToDevice: vi.fn(async (_s: string, ruleId: string, sn: string, plan: RulePlanner) => {
    let writes: RuleWrites | null = null;
    for (let i = 0; i < runs; i++) writes = plan(rule, device);
    committed.push({ ruleId, sn, writes });
    return writes?.created ?? [];
  }),
}));
vi.mock('../data/timers.js', () => ({
  enqueueTimer: vi.fn(async (task: TimerTask, id: string) => queued.push({ task, id })),
}));
const { applyRuleWithTimer, setDelayTimer, setOfflineTimer, setTimer } = await import('./timerSetting.js');

const pending = (since: number): RuleDeviceState => ({
  conditionSince: since,
  active: false,
  lastSampleTime: since,
  lastEventId: null,
});
/** A decider that says `decision` (the same each run unless a list, one per run). */
const says = (...decisions: (RuleDecision | null)[]) => {
  let run = 0;
  return vi.fn(() => decisions[Math.min(run++, decisions.length - 1)]);
};

beforeEach(() => {
  rule = EventRuleSchema.parse({
    name: 'Hot',
    kind: 'threshold',
    op: 'gt',
    threshold: 28,
    devices: ['S-1'],
    delaySec: 60,
  }) as SampleRule;
  device = {
    sn: 'S-1',
    type: 'SENSOR',
    alias: 'Oven',
    config: { si: ['°C'] },
    state: { sampleTime: 0, online: true, lastSeen: 0, errorCode: null, errorText: null, display: [], alarm: [] },
  } as unknown as Device;
  runs = 1;
  committed.length = 0;
  queued.length = 0;
});

describe('setTimer (data layer faked)', () => {
  const task: TimerTask = { kind: 'offline', systemId: 'sys', sn: 'G-1', dueAt: NOW + 3_600_000, hops: 0 };

  it('queues a timer under the id of what it checks and when, so setting it twice queues it once', async () => {
    await setTimer(task);
    await setTimer(task);
    await setTimer({ ...task, dueAt: task.dueAt + 1 });
    expect(queued.map((q) => q.id)).toEqual([
      timerTaskId(task),
      timerTaskId(task),
      timerTaskId({ ...task, dueAt: task.dueAt + 1 }),
    ]);
    expect(queued[0].id).not.toBe(queued[2].id);
  });

  it('queues a timer however far off it falls due (the queue holds it until then)', async () => {
    await setTimer({ ...task, dueAt: NOW + 24 * 3_600_000 });
    await setTimer({ ...task, dueAt: NOW + 30_000 });
    expect(queued.map((q) => q.task.dueAt)).toEqual([NOW + 24 * 3_600_000, NOW + 30_000]);
  });

  it('a rule delay and an offline deadline are first-hop timers of their kind', async () => {
    await setDelayTimer('sys', 'r1', 'S-1', NOW + 60_000);
    await setOfflineTimer('sys', 'G-1', NOW + 60_000);
    expect(queued.map((q) => q.task)).toEqual([
      { kind: 'rule', systemId: 'sys', ruleId: 'r1', sn: 'S-1', dueAt: NOW + 60_000, hops: 0 },
      { kind: 'offline', systemId: 'sys', sn: 'G-1', dueAt: NOW + 60_000, hops: 0 },
    ]);
  });
});

describe('applyRuleWithTimer (data layer faked)', () => {
  it('commits the decision with its alarm counted, and sets the timer of a delay it starts', async () => {
    const alarm = { id: 'r1_S-1_alarm', event: { kind: 'alarm' } } as RuleDecision['events'][number];
    const decide = says({ state: pending(NOW - 10_000), events: [alarm], alarm: 'add' });
    const created = await applyRuleWithTimer('sys', 'r1', 'S-1', decide, NOW, 'UTC');
    expect(decide).toHaveBeenCalledWith(rule, device);
    expect(created).toEqual([{ eventId: 'r1_S-1_alarm', channels: [] }]);
    expect(committed).toEqual([
      {
        ruleId: 'r1',
        sn: 'S-1',
        writes: {
          state: pending(NOW - 10_000),
          events: [alarm],
          alarm: { change: 'add', summary: expect.objectContaining({ alarms: 1 }) },
          created: [{ eventId: 'r1_S-1_alarm', channels: [] }],
        },
      },
    ]);
    // Due 60 s after the condition started.
    expect(queued.map((q) => q.task)).toEqual([
      { kind: 'rule', systemId: 'sys', ruleId: 'r1', sn: 'S-1', dueAt: NOW + 50_000, hops: 0 },
    ]);
  });

  it('sets no timer for a delay already pending from before, unless the rule or config was edited', async () => {
    rule = { ...rule, state: { 'S-1': pending(NOW - 10_000) } };
    const decide = says({ state: pending(NOW - 10_000), events: [], alarm: null });
    await applyRuleWithTimer('sys', 'r1', 'S-1', decide, NOW, 'UTC');
    expect(queued).toEqual([]);
    await applyRuleWithTimer('sys', 'r1', 'S-1', decide, NOW, 'UTC', true);
    expect(queued.map((q) => q.task.dueAt)).toEqual([NOW + 50_000]);
  });

  it('sets no timer when nothing is decided, or the delay has run out already', async () => {
    await applyRuleWithTimer('sys', 'r1', 'S-1', says(null), NOW, 'UTC');
    expect(committed).toEqual([{ ruleId: 'r1', sn: 'S-1', writes: null }]);
    await applyRuleWithTimer(
      'sys',
      'r1',
      'S-1',
      says({ state: pending(NOW - 60_000), events: [], alarm: null }),
      NOW,
      'UTC',
    );
    expect(queued).toEqual([]);
  });

  it('a transaction run again sets the timer the committed run decided, not an earlier one', async () => {
    runs = 2;
    const decide = says({ state: pending(NOW - 10_000), events: [], alarm: null }, null);
    await applyRuleWithTimer('sys', 'r1', 'S-1', decide, NOW, 'UTC');
    expect(decide).toHaveBeenCalledTimes(2);
    expect(queued).toEqual([]);
  });
});
