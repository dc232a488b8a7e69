import { describe, expect, it } from 'vitest';
import { sensorConfigError } from './configError.js';

describe('sensorConfigError', () => {
  it.each([
    [{ calc: 5 }, 'Check config: calc is not a list of formulas'],
    [{ calc: ['x / 10', 5] }, 'Check config: calc for value 2 is not a formula'],
    [{ min: [1, 'a'] }, 'Check config: min limit for value 2 is not valid'],
    [{ pv: 'a' }, 'Check config: primary value is not valid'],
    ['nope', 'Check config: it is not a set of fields'],
  ])('names what is wrong in %j', (config, text) => {
    expect(sensorConfigError(config)).toBe(text);
  });

  it('is null for a valid or missing config', () => {
    expect(sensorConfigError({ calc: ['x / 10'], si: ['°C'] })).toBeNull();
    expect(sensorConfigError(undefined)).toBeNull();
  });
});
