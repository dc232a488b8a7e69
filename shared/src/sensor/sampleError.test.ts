import { describe, expect, it } from 'vitest';
import { sampleError } from './sampleError.js';

describe('sampleError', () => {
  it('names the first sensor error code among the raw values', () => {
    expect(sampleError({ values: [], rawValues: [12, 30115, 30000], status: 106 })).toEqual({
      code: 30115,
      text: 'Error: Probe not connected or defective',
    });
  });

  it('reads the stored values when there are no raw values', () => {
    expect(sampleError({ values: [30006], rawValues: [] })).toEqual({ code: 30006, text: 'Error: Radio timeout' });
  });

  it('gives an empty text for the codes without a message', () => {
    expect(sampleError({ values: [30004] })).toEqual({ code: 30004, text: '' });
  });

  it('is status 106 shown as Error when no reading is a code', () => {
    expect(sampleError({ values: [1, null], status: 106 })).toEqual({ code: 106, text: 'Error' });
  });

  it('is null for a sample without an error', () => {
    expect(sampleError({ values: [1, null, 29999, 30008], status: 0 })).toBeNull();
  });
});
