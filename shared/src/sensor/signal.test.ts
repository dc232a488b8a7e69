import { describe, expect, it } from 'vitest';
import { SIGNAL_THRESHOLDS, SIGNAL_WARNING_ABOVE, signalDisplay } from './signal.js';

const NOW = 1_700_000_000_000;
const at = (rssi: number | null | undefined, labels?: string[]) =>
  signalDisplay({ sampleTime: NOW, rssi, labels }, NOW);

describe('signalDisplay', () => {
  it('holds the thresholds of docs/CONSTANTS.md', () => {
    expect(SIGNAL_THRESHOLDS).toEqual([
      { above: -80, bars: 3 },
      { above: -95, bars: 2 },
      { above: -100, bars: 1 },
    ]);
    expect(SIGNAL_WARNING_ABOVE).toBe(-134);
  });

  it('gives bars strictly above each threshold', () => {
    expect(at(-40)).toEqual({ kind: 'bars', bars: 3 });
    expect(at(-79.9)).toEqual({ kind: 'bars', bars: 3 });
    expect(at(-80)).toEqual({ kind: 'bars', bars: 2 });
    expect(at(-94.9)).toEqual({ kind: 'bars', bars: 2 });
    expect(at(-95)).toEqual({ kind: 'bars', bars: 1 });
    expect(at(-99.9)).toEqual({ kind: 'bars', bars: 1 });
  });

  it('gives an outline in the warning colour above -134, else in the error colour', () => {
    expect(at(-100)).toEqual({ kind: 'outline', color: 'warning' });
    expect(at(-133.9)).toEqual({ kind: 'outline', color: 'warning' });
    expect(at(-134)).toEqual({ kind: 'outline', color: 'error' });
    expect(at(-150)).toEqual({ kind: 'outline', color: 'error' });
  });

  it('gives an error outline without an rssi', () => {
    expect(at(undefined)).toEqual({ kind: 'outline', color: 'error' });
    expect(at(null)).toEqual({ kind: 'outline', color: 'error' });
  });

  it('shows Ethernet for an Ethernet-labelled device, in any case', () => {
    expect(at(-140, ['Ethernet'])).toEqual({ kind: 'ethernet' });
    expect(at(undefined, ['roof', 'ETHERNET'])).toEqual({ kind: 'ethernet' });
    expect(at(-40, ['ethernet-ready'])).toEqual({ kind: 'bars', bars: 3 });
  });

  it('is unavailable in the error colour once the sample is older than 3600 s', () => {
    const old = (ageMs: number, labels?: string[]) =>
      signalDisplay({ sampleTime: NOW - ageMs, rssi: -40, labels }, NOW);
    expect(old(3_600_000)).toEqual({ kind: 'bars', bars: 3 });
    expect(old(3_600_001)).toEqual({ kind: 'unavailable', color: 'error' });
    expect(old(3_600_001, ['ethernet'])).toEqual({ kind: 'unavailable', color: 'error' });
  });

  it('is unavailable without a sample', () => {
    expect(signalDisplay({ sampleTime: null, rssi: -40 }, NOW)).toEqual({ kind: 'unavailable', color: 'error' });
    expect(signalDisplay({ sampleTime: undefined, rssi: -40 }, NOW)).toEqual({ kind: 'unavailable', color: 'error' });
  });
});
