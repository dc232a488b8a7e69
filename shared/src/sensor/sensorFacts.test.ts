import { describe, expect, it } from 'vitest';
import { DeviceSchema } from '../schemas/device.js';
import {
  deviceSensorFacts,
  isLowBattery,
  LOW_BATTERY_PERCENT,
  reportedSensorFacts,
  sensorFactsChanges,
} from './sensorFacts.js';

describe('sensor facts', () => {
  it('takes each field from the newest sample carrying it', () => {
    const samples = [
      { time: 3, battery: 80 },
      { time: 1, battery: 90, firmware: '1.0', protocol: 'V2' as const },
      { time: 2, firmware: '1.1' },
    ];
    expect(reportedSensorFacts(samples)).toEqual({ battery: 80, firmware: '1.1', protocol: 'V2' });
    expect(reportedSensorFacts([{ time: 1 }])).toEqual({});
  });

  it('gives only what changed; nothing when the sensor repeats itself', () => {
    const stored = { battery: 80, firmware: '1.1', protocol: 'V3' as const };
    expect(sensorFactsChanges(stored, { battery: 80, firmware: '1.1' })).toBeUndefined();
    expect(sensorFactsChanges(stored, {})).toBeUndefined();
    expect(sensorFactsChanges(stored, { battery: 79, protocol: 'V3' })).toEqual({ battery: 79 });
    expect(sensorFactsChanges({}, { protocol: 'OLD' })).toEqual({ protocol: 'OLD' });
  });

  it('reads stored facts leniently and flags a low battery at the threshold', () => {
    const parse = (facts: unknown) => DeviceSchema.parse({ type: 'SENSOR', sn: 'S-1', facts });
    expect(deviceSensorFacts(parse({ battery: 150, firmware: 2, protocol: 'V9' }))).toEqual({});
    expect(deviceSensorFacts(parse('x'))).toEqual({});
    expect(deviceSensorFacts(parse({ battery: 12, firmware: '2', protocol: 'OLD' }))).toEqual({
      battery: 12,
      firmware: '2',
      protocol: 'OLD',
    });
    expect(isLowBattery(LOW_BATTERY_PERCENT)).toBe(true);
    expect(isLowBattery(LOW_BATTERY_PERCENT + 1)).toBe(false);
    expect(isLowBattery(undefined)).toBe(false);
  });
});
