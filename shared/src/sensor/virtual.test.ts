import { describe, expect, it } from 'vitest';
import { evaluateVirtual } from './virtual.js';

const inputs = (entries: [string, number | null][]) => new Map(entries);

describe('evaluateVirtual', () => {
  it('evaluates the expression over the inputs read as v1, v2, … and rounds to 2 decimals', () => {
    expect(
      evaluateVirtual(
        { inputs: ['S-1', 'S-2'], expression: '(v1 + v2) / 3' },
        inputs([
          ['S-2', 2],
          ['S-1', 8],
        ]),
      ),
    ).toEqual({ ok: true, value: 3.33 });
    expect(
      evaluateVirtual(
        { inputs: ['S-2', 'S-1'], expression: 'v1 - v2' },
        inputs([
          ['S-1', 8],
          ['S-2', 2],
        ]),
      ),
    ).toEqual({
      ok: true,
      value: -6,
    });
  });

  it('says No Data when an input has no value', () => {
    expect(evaluateVirtual({ inputs: ['S-1', 'S-2'], expression: 'v1 + v2' }, inputs([['S-1', 1]]))).toEqual({
      ok: false,
      text: 'No Data',
    });
    expect(evaluateVirtual({ inputs: ['S-1'], expression: 'v1' }, inputs([['S-1', null]]))).toEqual({
      ok: false,
      text: 'No Data',
    });
  });

  it('says Error when the formula fails or is missing, and never runs code from it', () => {
    const one = inputs([['S-1', 1]]);
    for (const expression of [
      'v1 +',
      'v2',
      'v1 / 0',
      'Math.constructor',
      'process.exit()',
      'constructor',
      '__proto__',
    ]) {
      expect(evaluateVirtual({ inputs: ['S-1'], expression }, one)).toEqual({ ok: false, text: 'Error' });
    }
    expect(evaluateVirtual({ inputs: ['S-1'] }, one)).toEqual({ ok: false, text: 'Error' });
    expect(evaluateVirtual({ inputs: ['S-1'], expression: '' }, one)).toEqual({ ok: false, text: 'Error' });
    expect(evaluateVirtual({ inputs: [], expression: '1' }, one)).toEqual({ ok: false, text: 'Error' });
    expect(evaluateVirtual({ expression: '1' }, one)).toEqual({ ok: false, text: 'Error' });
  });
});
