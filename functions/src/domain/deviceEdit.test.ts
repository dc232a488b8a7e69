import { describe, expect, it } from 'vitest';
import { planDeviceEdit } from './deviceEdit.js';

describe('planDeviceEdit', () => {
  const device = { type: 'SENSOR', sn: 'S-1', alias: 'Cold room', tags: ['a'], labels: [], config: { si: ['°C'] } };

  it('applies the edited fields the device does not hold yet, and nothing else', () => {
    const edit = { alias: 'Freezer', tags: ['a'], labels: [], config: { si: ['K'] } };
    expect(planDeviceEdit(edit, device)).toEqual({ alias: 'Freezer', config: { si: ['K'] } });
  });

  it('applies nothing when the device holds the edit already (a redelivery, the same save twice)', () => {
    expect(planDeviceEdit({ alias: 'Cold room', tags: ['a'], labels: [], config: { si: ['°C'] } }, device)).toBeNull();
  });

  it('takes only the editable fields, and a broken config as it is (the device then says what is wrong)', () => {
    const edit = { alias: 'Cold room', type: 'GATEWAY', sample: { time: 1 }, config: { calc: 5 } };
    expect(planDeviceEdit(edit, device)).toEqual({ config: { calc: 5 } });
  });
});
