import { describe, expect, it } from 'vitest';
import { instantOf, localInputText, maintenanceDraft, emptyMaintenanceForm } from './maintenanceForm';

describe('maintenance form', () => {
  it('reads and writes wall-clock times in the system zone', () => {
    const t = Date.parse('2026-11-26T13:05:00Z');
    expect(localInputText(t, 'Europe/Berlin')).toBe('2026-11-26T14:05');
    expect(instantOf('2026-11-26T14:05', 'Europe/Berlin')).toBe(t);
    expect(instantOf('tomorrow', 'UTC')).toBeUndefined();
  });

  it('drafts a window: until the end of the chosen day, devices or the whole system, unreadable times by field', () => {
    const form = { ...emptyMaintenanceForm(Date.parse('2026-11-26T13:05:00Z'), 'UTC'), name: 'Cleaning' };
    expect(form.start).toBe('2026-11-26T14:00');
    expect(form.end).toBe('2026-11-26T16:00');
    const { draft } = maintenanceDraft({ ...form, repeat: 'daily', until: '2026-11-30' }, 'UTC');
    expect(draft).toMatchObject({ devices: ['*'], repeat: 'daily', until: Date.parse('2026-12-01T00:00:00Z') - 1 });
    expect(maintenanceDraft({ ...form, wholeSystem: false, devices: ['S-1'] }, 'UTC').draft.devices).toEqual(['S-1']);
    expect(maintenanceDraft({ ...form, start: '', end: 'x' }, 'UTC').errors).toEqual({
      start: 'Enter a start date and time',
      end: 'Enter an end date and time',
    });
  });
});
