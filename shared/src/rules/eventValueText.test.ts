import { describe, expect, it } from 'vitest';
import type { EventRule } from '../schemas/eventRule.js';
import { eventValueText } from './eventValueText.js';

const device = { config: { si: ['°C', '%RH'], pv: 0 } };

describe('eventValueText', () => {
  it('gives the value its unit, as the rule judged it', () => {
    expect(eventValueText(45, device, undefined)).toBe('45 °C');
    const battery = { kind: 'threshold', watch: 'battery' } as unknown as EventRule;
    expect(eventValueText(12, device, battery)).toBe('battery 12 %');
  });

  it('is the bare number when the device is gone', () => {
    expect(eventValueText(45, undefined, undefined)).toBe('45');
  });
});
