import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DeviceSchema } from './device.js';
import { firstFieldIssue, loadDocument } from './loadDocument.js';

describe('loadDocument', () => {
  it('adds the id and the reference to a valid document', () => {
    const ref = { path: 'system/s/devices/S-1' };
    const result = loadDocument(DeviceSchema, 'S-1', ref, { type: 'SENSOR', sn: 'S-1' });
    expect(result).toEqual({
      ok: true,
      doc: { type: 'SENSOR', sn: 'S-1', alias: '', tags: [], labels: [], config: {}, id: 'S-1', ref },
    });
  });

  it('lets id and ref win over stored fields of the same name', () => {
    const result = loadDocument(z.object({ id: z.string() }), 'real', 'ref', { id: 'stored' });
    expect(result).toEqual({ ok: true, doc: { id: 'real', ref: 'ref' } });
  });

  it('refuses a document that does not match, naming the field', () => {
    expect(loadDocument(DeviceSchema, 'S-1', null, { type: 'SENSOR', sn: 'S-1', labels: 'x' })).toEqual({
      ok: false,
      issue: { field: 'labels', message: expect.any(String) },
    });
    expect(loadDocument(DeviceSchema, 'S-1', null, undefined)).toMatchObject({ ok: false, issue: { field: '' } });
  });
});

describe('firstFieldIssue', () => {
  it('gives a generic message for an error without issues', () => {
    expect(firstFieldIssue(new z.ZodError([]))).toEqual({ field: '', message: 'Invalid value' });
  });
});
