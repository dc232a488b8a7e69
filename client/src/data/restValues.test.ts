import { describe, expect, it } from 'vitest';
import { DeviceSchema, loadDocument } from '@neuron/shared';
import { fromRestFields, restDocumentId } from './restValues';

describe('Firestore REST values', () => {
  it('reads every kind of value as the SDK would hand it over', () => {
    const data = fromRestFields({
      s: { stringValue: 'a' },
      i: { integerValue: '1712000000000' },
      d: { doubleValue: 2.5 },
      nan: { doubleValue: 'NaN' },
      b: { booleanValue: true },
      n: { nullValue: null },
      t: { timestampValue: '2026-01-02T03:04:05.678Z' },
      r: { referenceValue: 'projects/p/databases/(default)/documents/system/s1' },
      g: { geoPointValue: { latitude: 1.5 } },
      a: { arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'x' }] } },
      e: { arrayValue: {} },
      m: { mapValue: { fields: { k: { mapValue: {} } } } },
    });
    expect(data).toEqual({
      s: 'a',
      i: 1712000000000,
      d: 2.5,
      nan: NaN,
      b: true,
      n: null,
      t: new Date('2026-01-02T03:04:05.678Z'),
      r: 'system/s1',
      g: { latitude: 1.5, longitude: 0 },
      a: [1, 'x'],
      e: [],
      m: { k: {} },
    });
  });

  it('gives a device the shared schema accepts, id from the document name', () => {
    const name = 'projects/p/databases/(default)/documents/system/s1/devices/S%201';
    const fields = fromRestFields({
      type: { stringValue: 'SENSOR' },
      sn: { stringValue: 'S 1' },
      config: { mapValue: { fields: { calc: { arrayValue: { values: [{ stringValue: 'x / 10' }] } } } } },
      sample: {
        mapValue: {
          fields: {
            time: { integerValue: '1000' },
            rawValues: { arrayValue: { values: [{ integerValue: '231' }] } },
            values: { arrayValue: { values: [{ doubleValue: 23.1 }] } },
          },
        },
      },
    });
    const loaded = loadDocument(DeviceSchema, restDocumentId(name), null, fields);
    expect(loaded.ok && loaded.doc.id).toBe('S 1');
    expect(loaded.ok && loaded.doc.sample?.values).toEqual([23.1]);
  });
});
