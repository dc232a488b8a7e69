import { describe, expect, it } from 'vitest';
import { computeSummary, isEmptyDelta, summaryDelta } from './summary.js';

const state = (online: boolean, alarm: string[] = []) => ({
  sampleTime: 1,
  online,
  lastSeen: 1,
  errorCode: null,
  errorText: null,
  display: [],
  alarm,
});

describe('system summary', () => {
  it('counts types, online and offline over sensors and gateways, and devices in alarm', () => {
    const s = computeSummary(
      [
        { type: 'SENSOR', state: state(true, ['r1']) },
        { type: 'SENSOR', state: state(false) },
        { type: 'SENSOR' },
        { type: 'GATEWAY', state: state(true) },
        { type: 'VIRTUAL', state: state(true, ['r2']) },
      ],
      42,
    );
    expect(s).toEqual({
      sensors: 3,
      gateways: 1,
      virtuals: 1,
      online: 2,
      offline: 2,
      sensorsOnline: 1,
      gatewaysOnline: 1,
      virtualsOnline: 1,
      alarms: 2,
      updatedAt: 42,
    });
  });
});

describe('summaryDelta', () => {
  it('adds a device when it gets a state, moves it between online and offline, and takes it out', () => {
    expect(summaryDelta({ type: 'SENSOR' }, { type: 'SENSOR', state: state(false) })).toMatchObject({
      sensors: 1,
      offline: 1,
      online: 0,
    });
    expect(summaryDelta({ type: 'GATEWAY', state: state(false) }, { type: 'GATEWAY', state: state(true) })).toEqual({
      sensors: 0,
      gateways: 0,
      virtuals: 0,
      online: 1,
      offline: -1,
      sensorsOnline: 0,
      gatewaysOnline: 1,
      virtualsOnline: 0,
      alarms: 0,
    });
    expect(summaryDelta({ type: 'SENSOR', state: state(true, ['r']) }, undefined)).toMatchObject({
      sensors: -1,
      online: -1,
      alarms: -1,
    });
    expect(
      isEmptyDelta(summaryDelta({ type: 'SENSOR', state: state(true) }, { type: 'SENSOR', state: state(true) })),
    ).toBe(true);
  });
});
