import { EventRuleSchema } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { decideEscalation, escalationFields } from './escalation.js';

const rule = EventRuleSchema.parse({
  name: 'Hot',
  kind: 'threshold',
  op: 'gt',
  threshold: 1,
  devices: ['*'],
  escalationChannel: 'boss',
  escalateAfterMin: 15,
});

describe('escalation', () => {
  it('marks only alarms of rules with an escalation channel, due after the rule’s minutes', () => {
    expect(escalationFields(rule, { kind: 'alarm', time: 1_000 })).toEqual({ escalateAt: 1_000 + 15 * 60_000 });
    expect(escalationFields(rule, { kind: 'alarm_cleared', time: 1_000 })).toEqual({});
    expect(escalationFields({ ...rule, escalationChannel: undefined }, { kind: 'alarm', time: 1 })).toEqual({});
  });

  it('escalates a due, unacknowledged event once; otherwise only clears the marker', () => {
    const due = { acknowledgedAt: null, escalateAt: 100, escalatedAt: null };
    expect(decideEscalation(due, rule, 100)).toEqual({ action: 'escalate', channelId: 'boss' });
    expect(decideEscalation({ ...due, escalatedAt: 100 }, rule, 200)).toMatchObject({
      action: 'clear',
      reason: 'escalated',
    });
    expect(decideEscalation({ ...due, acknowledgedAt: 50 }, rule, 200)).toMatchObject({ reason: 'acknowledged' });
    expect(decideEscalation(due, rule, 99)).toMatchObject({ reason: 'not-due' });
    expect(decideEscalation(due, undefined, 200)).toMatchObject({ reason: 'no-channel' });
  });
});
