import { describe, expect, it } from 'vitest';
import { digitizerIndex, digitizerText } from './digitizer.js';

const tank = {
  index: 1,
  levels: [
    { min: 80, text: 'Full' },
    { min: 0, text: 'Empty' },
    { min: 20, text: 'Half' },
  ],
};

describe('digitizerText', () => {
  it('gives the text of the highest level the value reaches, in any level order', () => {
    expect(digitizerText(tank, 0)).toBe('Empty');
    expect(digitizerText(tank, 19.99)).toBe('Empty');
    expect(digitizerText(tank, 20)).toBe('Half');
    expect(digitizerText(tank, 80)).toBe('Full');
    expect(digitizerText(tank, 1000)).toBe('Full');
  });

  it('is undefined below every level or for a broken config', () => {
    expect(digitizerText(tank, -0.01)).toBeUndefined();
    expect(digitizerText({ levels: [] }, 1)).toBeUndefined();
    expect(digitizerText({ levels: [{ min: 'a', text: 'x' }] }, 1)).toBeUndefined();
    expect(digitizerText(undefined, 1)).toBeUndefined();
  });
});

describe('digitizerIndex', () => {
  it('is the index of the config, 0 by default', () => {
    expect(digitizerIndex(tank)).toBe(1);
    expect(digitizerIndex({ levels: [{ min: 0, text: 'a' }] })).toBe(0);
  });

  it('is undefined for a broken config', () => {
    expect(digitizerIndex({ index: 0, levels: [] })).toBeUndefined();
  });
});
