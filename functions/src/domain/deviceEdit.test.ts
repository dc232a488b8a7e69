import { describe, expect, it } from 'vitest';
import { planDeviceEdit } from './deviceEdit.js';

describe('planDeviceEdit', () => {
  const device = { type: 'SENSOR', sn: 'S-1', alias: 'Cold room', tags: ['a'], labels: [], config: { si: ['°C'] } };

  it('applies the edited fields the device does not hold yet, and nothing else', () => {
    const edit = { alias: 'Freezer', tags: ['a'], labels: [], config: { si: ['K'] } };
    expect(planDeviceEdit(edit, device)).toEqual({ alias: 'Freezer', nameWords: ['freezer'], config: { si: ['K'] } });
  });

  it("writes a new name's words with it, and only the name's words when the name is kept but they are missing", () => {
    expect(planDeviceEdit({ alias: 'North freezer 3' }, device)).toEqual({
      alias: 'North freezer 3',
      nameWords: ['north', 'freezer', '3'],
    });
    // The same name again: nothing to apply (a device without nameWords gets them from the backfill).
    expect(planDeviceEdit({ alias: 'Cold room' }, device)).toBeNull();
    // A renamed device whose words are already the new name's (a redelivery after a partial state).
    expect(planDeviceEdit({ alias: 'Freezer' }, { ...device, nameWords: ['freezer'] })).toEqual({ alias: 'Freezer' });
  });

  it('applies nothing when the device holds the edit already (a redelivery, the same save twice)', () => {
    expect(planDeviceEdit({ alias: 'Cold room', tags: ['a'], labels: [], config: { si: ['°C'] } }, device)).toBeNull();
  });

  it('takes only the editable fields, and a broken config as it is (the device then says what is wrong)', () => {
    const edit = { alias: 'Cold room', type: 'GATEWAY', sample: { time: 1 }, config: { calc: 5 } };
    expect(planDeviceEdit(edit, device)).toEqual({ config: { calc: 5 } });
  });
});
