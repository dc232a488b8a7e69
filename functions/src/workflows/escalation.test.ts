import type { Event, EventRule } from '@neuron/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EscalationWrites } from '../domain/escalation.js';

// The data layer faked: the due events and their rules as read, what each claim commits, and the
// deliveries (the ordinary delivery workflow) handed the escalation.
let events: Record<string, Partial<Event> | undefined>;
let rule: Partial<EventRule> | undefined;
const updates: Record<string, Record<string, unknown>> = {};
const delivered: { markerId: string; title: string }[] = [];
vi.mock('../data/escalation.js', () => ({
  dueEscalations: vi.fn(async () => Object.keys(events).map((eventId) => ({ systemId: 'sys-1', eventId }))),
  claimEscalation: vi.fn(
    async (_s: string, id: string, plan: (e: Event | undefined, r: EventRule | undefined) => EscalationWrites) => {
      const event = events[id] as Event | undefined;
      const writes = plan(event, rule as EventRule | undefined);
      if (writes.update) updates[id] = writes.update;
      return event && writes.channelId ? { event, channelId: writes.channelId } : null;
    },
  ),
}));
vi.mock('../data/channelDocs.js', () => ({
  readChannel: vi.fn(async (_s: string, id: string) => ({ id, data: { type: 'email', target: ['a@example.com'] } })),
}));
vi.mock('../data/systems.js', () => ({ readSystemData: vi.fn(async () => ({ name: 'Farm' })) }));
vi.mock('../data/channels.js', () => ({ readDeviceAlias: vi.fn(async () => '') }));
vi.mock('./deliverNotification.js', () => ({
  deliverContent: vi.fn(async (_s: string, markerId: string, _c: unknown, content: { title: string }) => {
    delivered.push({ markerId, title: content.title });
    return [{ channelId: 'boss', result: 'sent' }];
  }),
}));
const { sweepEscalations } = await import('./escalation.js');

const NOW = 10_000;
const due = (over: Partial<Event> = {}): Partial<Event> => ({
  kind: 'alarm',
  time: 1000,
  text: 'Too warm',
  deviceSn: 'S-1',
  ruleId: 'r1',
  acknowledgedAt: null,
  escalateAt: NOW - 1,
  escalatedAt: null,
  ...over,
});

beforeEach(() => {
  rule = { escalationChannel: 'boss' };
  for (const k of Object.keys(updates)) delete updates[k];
  delivered.length = 0;
});

describe('sweepEscalations (data layer faked)', () => {
  it('escalates a due unacknowledged event once, recorded before it is sent', async () => {
    events = { e1: due() };
    expect(await sweepEscalations(NOW)).toEqual(['e1']);
    expect(updates.e1).toEqual({ escalateAt: null, escalatedAt: NOW, escalatedTo: 'boss' });
    expect(delivered).toEqual([{ markerId: 'e1-escalation', title: 'Not acknowledged: Farm: Alarm S-1' }]);
  });

  it('clears the marker of an acknowledged, escalated or malformed event, and leaves one not due', async () => {
    events = {
      ack: due({ acknowledgedAt: 5 }),
      done: due({ escalatedAt: 5 }),
      bad: undefined,
      later: due({ escalateAt: NOW + 1 }),
    };
    expect(await sweepEscalations(NOW)).toEqual([]);
    expect(updates).toEqual({ ack: { escalateAt: null }, done: { escalateAt: null }, bad: { escalateAt: null } });
    expect(delivered).toEqual([]);
  });

  it('does not escalate when the rule has no escalation channel', async () => {
    events = { e1: due() };
    rule = undefined;
    expect(await sweepEscalations(NOW)).toEqual([]);
    expect(updates.e1).toEqual({ escalateAt: null });
  });
});
