import { describe, expect, it } from 'vitest';
import { demoMaintenanceWindow } from './demoAlerts.js';
import { DEFAULT_TIMELINE, demoTimeline } from './demoOutage.js';

describe('the demo’s first minutes', () => {
  it('reads the outage timeline of NEURON_DEMO_OUTAGE, 2 and 3 minutes by default', () => {
    expect(demoTimeline(undefined)).toEqual(DEFAULT_TIMELINE);
    expect(DEFAULT_TIMELINE).toEqual({ offlineAfterMs: 120_000, backAfterMs: 180_000 });
    expect(demoTimeline('45s,105s')).toEqual({ offlineAfterMs: 45_000, backAfterMs: 105_000 });
    expect(() => demoTimeline('2m,1m')).toThrow(/NEURON_DEMO_OUTAGE/);
    expect(() => demoTimeline('31m,40m')).toThrow(/NEURON_DEMO_OUTAGE/);
  });

  it('plans the door’s maintenance window to end on the first five-minute mark at least 5 minutes on', () => {
    const now = Date.UTC(2026, 11, 1, 10, 2, 30);
    expect(demoMaintenanceWindow(now)).toMatchObject({
      start: now,
      end: Date.UTC(2026, 11, 1, 10, 10),
      devices: ['S-1003'],
      repeat: 'none',
    });
    expect(demoMaintenanceWindow(Date.UTC(2026, 11, 1, 10, 5)).end).toBe(Date.UTC(2026, 11, 1, 10, 10));
  });
});
