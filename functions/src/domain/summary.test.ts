import { describe, expect, it } from 'vitest';
import { affectsSummary, computeSummary, summaryCountsDiffer } from './summary.js';

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
    expect(s).toEqual({ sensors: 3, gateways: 1, virtuals: 1, online: 2, offline: 2, alarms: 2, updatedAt: 42 });
  });

  it('is rewritten only when a count changes', () => {
    const a = computeSummary([{ type: 'SENSOR', state: state(true) }], 1);
    expect(summaryCountsDiffer(a, { ...a, updatedAt: 2 })).toBe(false);
    expect(summaryCountsDiffer(a, { ...a, online: 0, offline: 1 })).toBe(true);
    expect(summaryCountsDiffer(undefined, a)).toBe(true);
  });

  it('a new sample that keeps online and alarm the same cannot change it', () => {
    const d = { type: 'SENSOR' as const, state: state(true) };
    expect(affectsSummary(d, { ...d, state: { ...state(true), sampleTime: 2 } })).toBe(false);
    expect(affectsSummary(d, { ...d, state: state(false) })).toBe(true);
    expect(affectsSummary(d, { ...d, state: state(true, ['r1']) })).toBe(true);
    expect(affectsSummary(undefined, d)).toBe(true);
    expect(affectsSummary(d, undefined)).toBe(true);
  });
});
