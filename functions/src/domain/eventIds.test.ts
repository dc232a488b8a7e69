import { ruleEventId } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { onlineEventId } from './offline.js';

// firestore/rules/events.rules refuses a manual event whose id holds `_`, so that a member cannot take the id
// of an event the functions will write: that holds only while every id the functions give an
// event has one, whatever the rule id or serial (an auto id has none).
describe('the ids the functions give events', () => {
  it('all hold an underscore', () => {
    const ids = [
      ruleEventId('AbC123', 'S1', 'alarm', 1_763_900_000_000),
      ruleEventId('r', 'x', 'alarm_cleared', 0),
      onlineEventId('GW1', false, 1),
      onlineEventId('S', true, 0),
    ];
    for (const id of ids) expect(id).toContain('_');
  });
});
