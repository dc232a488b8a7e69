import { describe, expect, it } from 'vitest';
import {
  gatewayLastHeard,
  gatewaySightings,
  isOnlineThroughGateway,
  isWithinOnlineWindow,
  lastSeenThroughGateway,
} from './online.js';
import type { Sample } from '../schemas/sample.js';

const NOW = 1_700_000_000_000;
const MIN = 60_000;

describe('lastSeenThroughGateway', () => {
  it('is the newest of the sample time and every gateway sighting', () => {
    expect(lastSeenThroughGateway({ time: 100, values: [] })).toBe(100);
    expect(
      lastSeenThroughGateway({ time: 100, values: [], gateways: { 'GW-1': { time: 90 }, 'GW-2': { time: 150 } } }),
    ).toBe(150);
  });

  it('is null without a sample', () => {
    expect(lastSeenThroughGateway(null)).toBeNull();
    expect(lastSeenThroughGateway(undefined)).toBeNull();
  });
});

describe('isOnlineThroughGateway', () => {
  it('is online when sampled within the last 30 minutes, exactly 30 included', () => {
    expect(isOnlineThroughGateway({ time: NOW, values: [] }, NOW)).toBe(true);
    expect(isOnlineThroughGateway({ time: NOW - 30 * MIN, values: [] }, NOW)).toBe(true);
    expect(isOnlineThroughGateway({ time: NOW - 30 * MIN - 1, values: [] }, NOW)).toBe(false);
  });

  it('counts a recent sighting through any gateway', () => {
    const sample = { time: NOW - 40 * MIN, values: [], gateways: { 'GW-1': { time: NOW - 5 * MIN } } };
    expect(isOnlineThroughGateway(sample, NOW)).toBe(true);
  });

  it('is offline without a sample', () => {
    expect(isOnlineThroughGateway(null, NOW)).toBe(false);
    expect(isOnlineThroughGateway(undefined, NOW)).toBe(false);
  });
});

describe('gateway sightings and the online window', () => {
  const now = 10_000_000;
  it('counts the sensors a gateway delivered and when it last did', () => {
    const samples: (Sample | null)[] = [
      { time: 100, values: [], gateways: { G1: { time: 100 }, G2: { time: 150 } } },
      { time: 300, values: [], gatewaySn: 'G1' },
      { time: 400, values: [], gateways: { G2: { time: 400 } } },
      null,
    ];
    expect(gatewaySightings('G1', samples)).toEqual({ lastHeard: 300, sensors: 2 });
    expect(gatewaySightings('G2', samples)).toEqual({ lastHeard: 400, sensors: 2 });
    expect(gatewaySightings('G3', samples)).toEqual({ lastHeard: null, sensors: 0 });
  });
  it('is inclusive at exactly 30 minutes', () => {
    expect(isWithinOnlineWindow(now - 30 * 60 * 1000, now)).toBe(true);
    expect(isWithinOnlineWindow(now - 30 * 60 * 1000 - 1, now)).toBe(false);
    expect(isWithinOnlineWindow(null, now)).toBe(false);
  });
});

describe('gatewayLastHeard (the gateways’ presence rule, screens and functions)', () => {
  it('is the later of its own last report and the newest sample it delivered', () => {
    expect(gatewayLastHeard(100, 200)).toBe(200);
    expect(gatewayLastHeard(300, 200)).toBe(300);
    expect(gatewayLastHeard(300, null)).toBe(300);
    expect(gatewayLastHeard(undefined, 200)).toBe(200);
    expect(gatewayLastHeard(null, undefined)).toBeNull();
  });
});
