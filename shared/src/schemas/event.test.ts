import { describe, expect, it } from 'vitest';
import { EVENT_KINDS, EventSchema, ManualEventInputSchema, mayBeAcknowledged } from './event.js';

describe('EventSchema', () => {
  it('fills defaults of an event', () => {
    expect(EVENT_KINDS).toEqual(['alarm', 'alarm_cleared', 'offline', 'online', 'error', 'error_cleared', 'manual']);
    expect(EventSchema.parse({ time: 1, kind: 'offline', text: 'Sensor offline', deviceSns: ['S-1'] })).toEqual({
      time: 1,
      kind: 'offline',
      text: 'Sensor offline',
      deviceSns: ['S-1'],
      deviceSn: null,
      ruleId: null,
      value: null,
      acknowledgedBy: null,
      acknowledgedAt: null,
      createdBy: null,
    });
  });

  it.each([
    [{ kind: 'alarm', text: 'a' }, ['time']],
    [{ time: 1, kind: 'party', text: 'a' }, ['kind']],
    [{ time: 1, kind: 'alarm', text: 'a'.repeat(2001) }, ['text']],
  ])('refuses %j naming the field', (input, path) => {
    expect(EventSchema.safeParse(input).error?.issues[0].path).toEqual(path);
  });
});

describe('ManualEventInputSchema', () => {
  it('trims the text and needs one', () => {
    expect(ManualEventInputSchema.parse({ text: '  Filter changed ' })).toEqual({
      text: 'Filter changed',
      deviceSn: null,
    });
    const issue = ManualEventInputSchema.safeParse({ text: '   ' }).error?.issues[0];
    expect(issue?.path).toEqual(['text']);
    expect(issue?.message).toBe('Describe the event');
  });
});

describe('mayBeAcknowledged', () => {
  it('offers Acknowledge for what waits for one and for a manual note, never twice', () => {
    expect(mayBeAcknowledged({ kind: 'alarm', acknowledgedAt: null })).toBe(true);
    expect(mayBeAcknowledged({ kind: 'manual', acknowledgedAt: null })).toBe(true);
    expect(mayBeAcknowledged({ kind: 'online', acknowledgedAt: null })).toBe(false);
    expect(mayBeAcknowledged({ kind: 'alarm_cleared', acknowledgedAt: null })).toBe(false);
    expect(mayBeAcknowledged({ kind: 'manual', acknowledgedAt: 5 })).toBe(false);
  });
});
