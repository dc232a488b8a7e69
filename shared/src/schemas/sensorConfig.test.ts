import { describe, expect, it } from 'vitest';
import { BinaryConfigSchema, CalcEntrySchema, DigitizerConfigSchema, SensorConfigSchema } from './sensorConfig.js';

describe('SensorConfigSchema', () => {
  it('reads every field of docs/DATA_MODEL.md and the virtual fields', () => {
    const config = {
      si: ['°C', '%'],
      pv: 1,
      calc: ['x / 10', { expression: 'a * x', substitutions: { a: 2 }, unit: 'V' }, null],
      digitizer: { index: 0, levels: [{ min: 0, text: 'Low' }] },
      binary: { ruleHigh: 'x > 0', high: 'On', low: 'Off', pv: 0 },
      min: [5, null],
      max: [35, 90],
      actuator: [{ name: 'valve', state: true }],
      inputs: ['S-1'],
      expression: 'v1 * 2',
    };
    expect(SensorConfigSchema.parse(config)).toEqual(config);
    expect(SensorConfigSchema.parse({ actuator: { name: 'fan' } })).toEqual({ actuator: { name: 'fan' } });
  });

  it('loads a broken binary or digitizer, so that the display can name it', () => {
    expect(SensorConfigSchema.safeParse({ binary: 'x', digitizer: 3 }).success).toBe(true);
  });

  it.each([
    [{ pv: -1 }, ['pv']],
    [{ calc: [5] }, ['calc', 0]],
    [{ min: ['5'] }, ['min', 0]],
    [{ si: [1] }, ['si', 0]],
  ])('refuses %j naming the field', (input, path) => {
    expect(SensorConfigSchema.safeParse(input).error?.issues[0].path).toEqual(path);
  });
});

describe('the parts of a sensor config', () => {
  it('defaults substitutions, binary pv and digitizer index', () => {
    expect(CalcEntrySchema.parse({ expression: 'x' })).toEqual({ expression: 'x', substitutions: {} });
    expect(BinaryConfigSchema.parse({ ruleHigh: 'x', high: 'a', low: 'b' }).pv).toBe(0);
    expect(DigitizerConfigSchema.parse({ levels: [{ min: 0, text: 'a' }] }).index).toBe(0);
  });

  it('refuses an empty formula, rule or level list', () => {
    expect(CalcEntrySchema.safeParse({ expression: '' }).success).toBe(false);
    expect(BinaryConfigSchema.safeParse({ ruleHigh: '', high: 'a', low: 'b' }).success).toBe(false);
    expect(DigitizerConfigSchema.safeParse({ levels: [] }).success).toBe(false);
  });
});
