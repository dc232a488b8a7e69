import { describe, expect, it } from 'vitest';
import { quickStartSteps } from './quickStart';

describe('quick start checklist', () => {
  it('ticks nothing for a new system', () => {
    expect(quickStartSteps({ devices: [], rules: 0, channels: 0 }).map((s) => s.done)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('ticks a step only from real state: a sensor counts once it has reported', () => {
    const devices = [{ type: 'GATEWAY' as const }, { type: 'SENSOR' as const, sample: null }];
    expect(quickStartSteps({ devices, rules: 1, channels: 0 }).map((s) => s.done)).toEqual([true, false, true, false]);
    const reported = [...devices, { type: 'SENSOR' as const, sample: { time: 1, values: [1] } }];
    expect(quickStartSteps({ devices: reported, rules: 1, channels: 2 }).every((s) => s.done)).toBe(true);
  });
});
