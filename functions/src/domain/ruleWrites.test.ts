import type { Event } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import type { RuleDecision } from './ruleJudgement.js';
import { planRuleWrites, rulePlanner } from './ruleWrites.js';

const state = (alarm: string[]) => ({
  sampleTime: 1,
  online: true,
  lastSeen: 1,
  errorCode: null,
  errorText: null,
  display: [],
  alarm,
});
const sensor = (alarm: string[]) => ({ type: 'SENSOR' as const, state: state(alarm) });
const ruleState = { active: true, lastSampleTime: 5 } as unknown as RuleDecision['state'];
const events = [{ id: 'r1_S-1_5_alarm', event: { kind: 'alarm', channels: ['ch-1'] } as Event }];
const created = [{ eventId: 'r1_S-1_5_alarm', channels: ['ch-1'] }];
const decision = (alarm: RuleDecision['alarm']): RuleDecision => ({ state: ruleState, events, alarm });

describe('planRuleWrites', () => {
  it('writes nothing when the rule decided nothing', () => {
    expect(planRuleWrites('r1', sensor([]), null)).toBeNull();
  });

  it("counts a device's first alarm into the summary, and its last one clearing out of it", () => {
    const raised = planRuleWrites('r1', sensor([]), decision('add'));
    expect(raised).toEqual({
      state: ruleState,
      events,
      alarm: { change: 'add', summary: expect.objectContaining({ alarms: 1 }) },
      created,
    });
    const cleared = planRuleWrites('r1', sensor(['r1']), decision('remove'));
    expect(cleared?.alarm).toEqual({ change: 'remove', summary: expect.objectContaining({ alarms: -1 }) });
  });

  it('changes no count while another rule keeps the device in alarm, or the rule is already in its list', () => {
    expect(planRuleWrites('r1', sensor(['r2']), decision('add'))?.alarm).toEqual({ change: 'add', summary: null });
    expect(planRuleWrites('r1', sensor(['r1', 'r2']), decision('remove'))?.alarm).toEqual({
      change: 'remove',
      summary: null,
    });
    expect(planRuleWrites('r1', sensor(['r1']), decision('add'))?.alarm).toEqual({ change: 'add', summary: null });
  });

  it('leaves the device unwritten when the alarm does not change, or the device was never heard (no state)', () => {
    expect(planRuleWrites('r1', sensor([]), decision(null))).toEqual({
      state: ruleState,
      events,
      alarm: null,
      created,
    });
    expect(planRuleWrites('r1', { type: 'SENSOR' }, decision('add'))).toEqual({
      state: ruleState,
      events,
      alarm: null,
      created,
    });
  });

  it('rulePlanner plans the writes of what its decider says for the rule and device as read', () => {
    const seen: string[] = [];
    const plan = rulePlanner('r1', (rule, device) => {
      seen.push(`${rule.name}/${device.sn}`);
      return decision('add');
    });
    const rule = { name: 'High' } as Parameters<typeof plan>[0];
    const device = { sn: 'S-1', ...sensor([]) } as unknown as Parameters<typeof plan>[1];
    expect(plan(rule, device)?.alarm?.change).toBe('add');
    expect(seen).toEqual(['High/S-1']);
  });
});
