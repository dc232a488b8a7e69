import { describe, expect, it } from 'vitest';
import { displayValues, primaryDisplay } from './display.js';

const texts = (...args: Parameters<typeof displayValues>) => displayValues(...args).map((d) => d.text);

describe('displayValues', () => {
  it('says No data without a sample and No Data without values', () => {
    expect(texts({}, null)).toEqual(['No data']);
    expect(texts({}, { time: 1, values: [] })).toEqual(['No Data']);
  });

  it('scales raw values with calc formulas, rounds to 2 decimals and adds the unit', () => {
    const config = {
      si: ['°C', '%'],
      calc: ['x / 3', { expression: 'a * x + b', substitutions: { a: 0.05, b: -2 }, unit: 'V' }],
    };
    expect(texts(config, { time: 1, values: [], rawValues: [10, 100] })).toEqual(['3.33 °C', '3 V']);
  });

  it('shows Error when a formula fails, and never runs code from it', () => {
    for (const formula of ['x +', 'Math.constructor', 'process.exit()', 'constructor', 'x / 0']) {
      expect(texts({ calc: [formula] }, { time: 1, values: [], rawValues: [1] })).toEqual(['Error']);
    }
  });

  it('shows the binary high or low text, or Check binary config', () => {
    const binary = { ruleHigh: 'x > 0.5', high: 'Open', low: 'Closed', pv: 0 };
    expect(texts({ binary }, { time: 1, values: [1] })).toEqual(['Open']);
    expect(texts({ binary }, { time: 1, values: [0] })).toEqual(['Closed']);
    expect(texts({ binary: { high: 'Open' } }, { time: 1, values: [0] })).toEqual(['Check binary config']);
  });

  it('shows the digitizer level, or Check digitiser config', () => {
    const digitizer = {
      index: 0,
      levels: [
        { min: 0, text: 'Low' },
        { min: 50, text: 'High' },
      ],
    };
    expect(texts({ digitizer }, { time: 1, values: [50] })).toEqual(['High']);
    expect(texts({ digitizer: { levels: [] } }, { time: 1, values: [1] })).toEqual(['Check digitiser config']);
  });

  it('shows a sensor error code as its catalogue message', () => {
    expect(texts({}, { time: 1, values: [], rawValues: [30115], status: 106 })).toEqual([
      'Error: Probe not connected or defective',
    ]);
  });

  it('picks the primary value', () => {
    expect(primaryDisplay({ pv: 1 }, { time: 1, values: [1, 2] }).text).toBe('2');
  });
});
