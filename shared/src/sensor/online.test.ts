import { describe, expect, it } from 'vitest';
import { isOnlineThroughGateway, lastSeenThroughGateway } from './online.js';

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
