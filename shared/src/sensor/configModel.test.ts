import { describe, expect, it } from 'vitest';
import { configFitsModel, configModelWarning } from './configModel.js';

describe('configFitsModel', () => {
  it('fits when the model names the configuration’s type as a word, in any case', () => {
    expect(configFitsModel('TH-2', 'Neuron TH-2')).toBe(true);
    expect(configFitsModel('sm-1', 'Neuron SM-1 (rev B)')).toBe(true);
  });
  it('does not fit another type, nor a type that is only part of a word', () => {
    expect(configFitsModel('SM-1', 'Neuron TH-2')).toBe(false);
    expect(configFitsModel('TH', 'Neuron TH-2')).toBe(false);
  });
  it('fits when the model or the type is unknown: nothing to judge', () => {
    expect(configFitsModel('SM-1', undefined)).toBe(true);
    expect(configFitsModel(undefined, 'Neuron TH-2')).toBe(true);
    expect(configFitsModel('', '  ')).toBe(true);
  });
});

describe('configModelWarning', () => {
  it('names the model and what the configuration is for', () => {
    expect(configModelWarning({ type: 'SM-1', name: 'Soil moisture (SM-1)' }, 'Neuron TH-2')).toBe(
      'This sensor is a Neuron TH-2; “Soil moisture (SM-1)” is for SM-1 sensors. Its values would be scaled wrongly.',
    );
    expect(configModelWarning({ type: 'TH-2', name: 'x' }, 'Neuron TH-2')).toBeNull();
    expect(configModelWarning(undefined, 'Neuron TH-2')).toBeNull();
  });
});
