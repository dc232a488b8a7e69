import { describe, expect, it } from 'vitest';
import { quickStartSteps } from './quickStart';

describe('quick start checklist', () => {
  it('ticks nothing for a new system', () => {
    const steps = quickStartSteps({ hasGateway: false, sensorReported: false, rules: 0, channels: 0 });
    expect(steps.map((s) => s.done)).toEqual([false, false, false, false]);
  });

  it('ticks each step from its own state: a sensor counts once it has reported', () => {
    const state = { hasGateway: true, sensorReported: false, rules: 1, channels: 0 };
    expect(quickStartSteps(state).map((s) => s.done)).toEqual([true, false, true, false]);
    expect(quickStartSteps({ ...state, sensorReported: true, channels: 2 }).every((s) => s.done)).toBe(true);
  });
});
