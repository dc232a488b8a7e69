import { describe, expect, it } from 'vitest';
import { countDevices, countsOfSummary, systemCountsText } from './systemCounts.js';

describe('system counts: one definition for the home card and the system page', () => {
  it('counts each kind with its own online and offline, and the stored summary reads the same', () => {
    const live = countDevices([
      { type: 'SENSOR', online: true, inAlarm: true },
      { type: 'SENSOR', online: false, inAlarm: false },
      { type: 'GATEWAY', online: true, inAlarm: false },
      { type: 'VIRTUAL', online: true, inAlarm: true },
    ]);
    const stored = countsOfSummary({
      sensors: 2,
      sensorsOnline: 1,
      virtuals: 1,
      virtualsOnline: 1,
      gateways: 1,
      gatewaysOnline: 1,
      online: 2,
      offline: 1,
      alarms: 2,
      updatedAt: 1,
    });
    expect(stored).toEqual(live);
    expect(systemCountsText(live)).toEqual([
      '2 sensors: 1 online, 1 offline',
      '1 virtual sensor: 1 online, 0 offline',
      '1 gateway: 1 online, 0 offline',
      '2 alarms',
    ]);
  });

  it('a new system (no summary yet) is all zero', () => {
    expect(systemCountsText(countsOfSummary(undefined))).toEqual([
      '0 sensors',
      '0 virtual sensors',
      '0 gateways',
      '0 alarms',
    ]);
  });
});
