import { describe, expect, it } from 'vitest';
import { displayValues, previewValues, primaryDisplay } from './display.js';

const texts = (...args: Parameters<typeof displayValues>) => displayValues(...args).map((d) => d.text);
const previewTexts = (...args: Parameters<typeof previewValues>) => previewValues(...args).map((d) => d.text);

describe('displayValues', () => {
  it('says No data without a sample and No Data without values', () => {
    expect(displayValues({}, null)).toEqual([{ text: 'No data', value: null, unit: '', isError: false }]);
    expect(texts({}, undefined)).toEqual(['No data']);
    expect(displayValues({}, { time: 1, values: [] })).toEqual([
      { text: 'No Data', value: null, unit: '', isError: false },
    ]);
  });

  it('says No Data for a single missing reading', () => {
    expect(displayValues({ si: ['°C', '%'] }, { time: 1, values: [null, 5], rawValues: [null, 5] })).toEqual([
      { text: 'No Data', value: null, unit: '°C', isError: false },
      { text: '5 %', value: 5, unit: '%', isError: false },
    ]);
  });

  it('previews raw values through a draft’s calc formulas, rounded to 2 decimals, with the unit', () => {
    const config = {
      si: ['°C', '%'],
      calc: ['x / 3', { expression: 'a * x + b', substitutions: { a: 0.05, b: -2 }, unit: 'V' }],
    };
    expect(previewTexts(config, { time: 1, values: [], rawValues: [10, 100] })).toEqual(['3.33 °C', '3 V']);
  });

  it('shows stored values as they are when the sample has no raw values', () => {
    expect(texts({ si: ['°C'], calc: ['x / 10'] }, { time: 1, values: [21.5] })).toEqual(['21.5 °C']);
    expect(previewTexts({ si: ['°C'], calc: ['x / 10'] }, { time: 1, values: [21.5] })).toEqual(['21.5 °C']);
  });

  it('shows the values kept when the sample arrived in today’s units, not its raw reading under today’s formula', () => {
    const config = { si: ['K'], calc: ['x / 10 + 5'] };
    expect(texts(config, { time: 1, values: [20], rawValues: [200] })).toEqual(['20 K']);
    expect(previewTexts(config, { time: 1, values: [20], rawValues: [200] })).toEqual(['25 K']);
    // A formula that failed when the sample came stays an error.
    expect(texts(config, { time: 1, values: [null], rawValues: [200] })).toEqual(['Error']);
  });

  it('shows a kept value in the unit it was computed in, whatever the config says now; a draft’s preview in the draft’s', () => {
    // Measured at x / 10 in °C; the formula and unit were then edited to x / 10 + 273.15 in K.
    const config = { si: ['K', '%'], calc: ['x / 10 + 273.15', null] };
    const sample = { time: 1, values: [20, 55], rawValues: [200, 55], units: ['°C', ''] };
    expect(displayValues(config, sample)).toEqual([
      { text: '20 °C', value: 20, unit: '°C', isError: false },
      { text: '55', value: 55, unit: '', isError: false },
    ]);
    expect(previewTexts(config, sample)).toEqual(['293.15 K', '55 %']);
    // Stored values with no raw ones are not computed again: they keep their units in a preview too.
    expect(previewTexts(config, { time: 1, values: [20], units: ['°C'] })).toEqual(['20 °C']);
  });

  it('shows Error when a formula fails, and never runs code from it', () => {
    for (const formula of ['x +', 'Math.constructor', 'process.exit()', 'constructor', '__proto__', 'x / 0']) {
      expect(previewValues({ calc: [formula] }, { time: 1, values: [], rawValues: [1] })).toEqual([
        { text: 'Error', value: null, unit: '', isError: true },
      ]);
    }
  });

  it('shows the binary high or low text, or Check binary config', () => {
    const binary = { ruleHigh: 'x > 0.5', high: 'Open', low: 'Closed', pv: 0 };
    expect(displayValues({ binary }, { time: 1, values: [1] })).toEqual([
      { text: 'Open', value: 1, unit: '', isError: false },
    ]);
    expect(texts({ binary }, { time: 1, values: [0.5] })).toEqual(['Closed']);
    expect(texts({ binary: { high: 'Open' } }, { time: 1, values: [0] })).toEqual(['Check binary config']);
    expect(texts({ binary: { ...binary, ruleHigh: 'x >' } }, { time: 1, values: [0] })).toEqual([
      'Check binary config',
    ]);
  });

  it('applies the binary display to its pv only, and ignores a null binary', () => {
    const binary = { ruleHigh: 'x == 1', high: 'On', low: 'Off', pv: 1 };
    expect(texts({ binary, si: ['°C'] }, { time: 1, values: [1, 1] })).toEqual(['1 °C', 'On']);
    expect(texts({ binary: { pv: 1 } }, { time: 1, values: [1, 1] })).toEqual(['1', 'Check binary config']);
    expect(texts({ binary: null }, { time: 1, values: [1] })).toEqual(['1']);
    expect(texts({ binary: { ...binary, pv: -1 } }, { time: 1, values: [1, 1] })).toEqual(['Check binary config', '1']);
    expect(texts({ binary: { ...binary, pv: 0.5 } }, { time: 1, values: [1, 1] })).toEqual([
      'Check binary config',
      '1',
    ]);
  });

  it('shows the digitizer level, or Check digitiser config', () => {
    const digitizer = {
      index: 0,
      levels: [
        { min: 0, text: 'Low' },
        { min: 50, text: 'High' },
      ],
    };
    expect(displayValues({ digitizer }, { time: 1, values: [50] })).toEqual([
      { text: 'High', value: 50, unit: '', isError: false },
    ]);
    expect(texts({ digitizer }, { time: 1, values: [49.99] })).toEqual(['Low']);
    expect(texts({ digitizer }, { time: 1, values: [-1] })).toEqual(['Check digitiser config']);
    expect(texts({ digitizer: { levels: [] } }, { time: 1, values: [1] })).toEqual(['Check digitiser config']);
    expect(texts({ digitizer: { index: 1, levels: [] } }, { time: 1, values: [1, 2] })).toEqual([
      '1',
      'Check digitiser config',
    ]);
    expect(texts({ digitizer: null }, { time: 1, values: [1] })).toEqual(['1']);
    expect(texts({ digitizer: { index: '1', levels: [] } }, { time: 1, values: [1, 2] })).toEqual([
      'Check digitiser config',
      '2',
    ]);
  });

  it('shows a sensor error code as its catalogue message, unscaled', () => {
    expect(
      previewValues({ calc: ['x / 10'], si: ['°C'] }, { time: 1, values: [], rawValues: [30115], status: 106 }),
    ).toEqual([{ text: 'Error: Probe not connected or defective', value: 30115, unit: '°C', isError: true }]);
    expect(texts({}, { time: 1, values: [30003] })).toEqual(['']);
  });

  it('marks every value of an error sample (status 106) as an error', () => {
    expect(displayValues({}, { time: 1, values: [5], status: 106 })).toEqual([
      { text: '5', value: 5, unit: '', isError: true },
    ]);
    expect(displayValues({}, { time: 1, values: [5], status: 0 })[0].isError).toBe(false);
  });
});

describe('primaryDisplay', () => {
  it('picks the primary value, the first by default', () => {
    expect(primaryDisplay({ pv: 1 }, { time: 1, values: [1, 2] }).text).toBe('2');
    expect(primaryDisplay({}, { time: 1, values: [1, 2] }).text).toBe('1');
  });

  it('falls back to the first display when pv points past the values', () => {
    expect(primaryDisplay({ pv: 4 }, { time: 1, values: [1] }).text).toBe('1');
    expect(primaryDisplay({ pv: 4 }, null).text).toBe('No data');
  });
});
