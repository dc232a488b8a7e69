import { previewValues } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { configFromForm, formFromConfig } from './sensorConfigForm';

const air = { si: ['°C', '%RH'], pv: 0, calc: ['x / 10', 'x / 10'], min: [5, null], max: [35, 90] };
const soil = { pv: 0, calc: [{ expression: 'a * x + b', substitutions: { a: 0.05, b: -2 }, unit: '%' }] };

describe('sensor config form', () => {
  it('round-trips a stored config unchanged', () => {
    expect(configFromForm(formFromConfig(air, 2), air)).toEqual({ config: air, errors: {} });
    expect(configFromForm(formFromConfig(soil, 1), soil).config).toEqual({
      ...soil,
      si: ['%'],
      min: [null],
      max: [null],
    });
  });

  it('previews the latest sample under the draft through the shared math', () => {
    const form = formFromConfig(air, 2);
    form.values[0].formula = 'x / 10 * 9 / 5 + 32';
    form.values[0].unit = '°F';
    const { config, errors } = configFromForm(form, air);
    expect(errors).toEqual({});
    expect(previewValues(config, { time: 1, values: [], rawValues: [215, 600] })[0].text).toBe('70.7 °F');
  });

  it('reports bad formulas, substitutions, numbers and binary rules by field', () => {
    const form = formFromConfig(air, 2);
    form.values[0].formula = 'x / ';
    form.values[1].substitutions = 'k = lots';
    form.values[1].min = 'cold';
    form.values[0].max = '1';
    form.binaryOn = true;
    form.binary.ruleHigh = 'y > 1';
    const { errors } = configFromForm(form, air);
    expect(errors).toMatchObject({
      'value-0-formula': 'Unexpected end of formula',
      'value-1-substitutions': expect.stringContaining('name = number'),
      'value-1-min': 'Enter a number',
      'value-0-max': 'Max must not be below min',
      'binary-ruleHigh': "Unknown name 'y'",
    });
  });

  it('edits digitizer levels and actuators', () => {
    const form = formFromConfig({}, 1);
    form.digitizerOn = true;
    form.digitizer.levels = '0: Empty\n50: Half\n90: Full';
    form.actuators = 'Valve, Pump';
    const { config, errors } = configFromForm(form, {});
    expect(errors).toEqual({});
    expect(config.digitizer).toEqual({
      index: 0,
      levels: [
        { min: 0, text: 'Empty' },
        { min: 50, text: 'Half' },
        { min: 90, text: 'Full' },
      ],
    });
    expect(config.actuator).toEqual([{ name: 'Valve' }, { name: 'Pump' }]);
    form.digitizer.levels = 'lots of water';
    expect(configFromForm(form, {}).errors['digitizer-levels']).toContain('min: text');
  });
});
