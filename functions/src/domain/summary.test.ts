import { NEVER_HEARD_STATE } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import {
  computeSummary,
  foldDeltas,
  planRecount,
  isEmptyDelta,
  SUMMARY_FOLD_MS,
  summaryFoldDueAt,
  planNewDevice,
  planSummaryChange,
  removalCounts,
  sumDeltas,
  removalPlanner,
  summaryDelta,
} from './summary.js';

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

describe('planSummaryChange', () => {
  it('is the delta when a count changes, and null (nothing to write) when none does', () => {
    expect(planSummaryChange({ type: 'SENSOR', state: state(false) }, { type: 'SENSOR', state: state(true) })).toEqual(
      summaryDelta({ type: 'SENSOR', state: state(false) }, { type: 'SENSOR', state: state(true) }),
    );
    expect(
      planSummaryChange({ type: 'SENSOR', state: state(true) }, { type: 'SENSOR', state: state(true) }),
    ).toBeNull();
    // A device never given a state was never counted: removing it changes nothing.
    expect(planSummaryChange({ type: 'SENSOR' }, undefined)).toBeNull();
  });
});

describe('planNewDevice', () => {
  it('gives a device without a state the never-heard state and counts it offline', () => {
    expect(planNewDevice({ type: 'GATEWAY' })).toEqual({
      state: NEVER_HEARD_STATE,
      summary: expect.objectContaining({ gateways: 1, offline: 1, online: 0 }),
    });
  });

  it('leaves a device that has a state already (counted by whoever gave it one)', () => {
    expect(planNewDevice({ type: 'SENSOR', state: state(true) })).toBeNull();
  });
});

describe('removal of a device from the counts', () => {
  const times = { createdAtMs: 2000, removedAtMs: 3000 };

  it("counts it out of the system that exists and is as old as the device's creation", () => {
    expect(removalCounts({ exists: true, createdAtMs: 1000 }, times)).toBe(true);
    expect(removalCounts({ exists: true, createdAtMs: 2000 }, times)).toBe(true);
    expect(
      removalPlanner({ type: 'SENSOR', state: state(true, ['r']) }, times)({ exists: true, createdAtMs: 0 }),
    ).toEqual({ summary: expect.objectContaining({ sensors: -1, online: -1, alarms: -1 }) });
  });

  it('leaves the counts of a removed system, or of one made again after the device', () => {
    expect(removalCounts({ exists: false, createdAtMs: 0 }, times)).toBe(false);
    expect(removalCounts({ exists: true, createdAtMs: 2500 }, times)).toBe(false);
    expect(removalCounts({ exists: true, createdAtMs: 3500 }, { createdAtMs: 4000, removedAtMs: 3000 })).toBe(false);
    expect(removalPlanner({ type: 'SENSOR', state: state(true) }, times)({ exists: false, createdAtMs: 0 })).toBeNull();
  });

  it('records a counted removal of a device never given a state, with no change of the counts', () => {
    expect(removalPlanner({ type: 'SENSOR' }, times)({ exists: true, createdAtMs: 0 })).toEqual({ summary: null });
  });
});

describe('sumDeltas', () => {
  const online = { type: 'SENSOR' as const, state: { ...NEVER_HEARD_STATE, online: true, lastSeen: 1 } };
  const offline = { type: 'SENSOR' as const, state: { ...NEVER_HEARD_STATE, online: false, lastSeen: 1 } };

  it("adds a delivered batch's changes into the one change it writes", () => {
    const back = planSummaryChange(offline, online);
    expect(sumDeltas([back, null, back])).toMatchObject({ online: 2, offline: -2, sensorsOnline: 2, sensors: 0 });
  });

  it('writes nothing when the changes cancel out or there are none', () => {
    expect(sumDeltas([planSummaryChange(offline, online), planSummaryChange(online, offline)])).toBeNull();
    expect(sumDeltas([null, null])).toBeNull();
    expect(sumDeltas([])).toBeNull();
  });
});

describe('the counts folded (one write per system and period)', () => {
  const delta = (changes: Partial<Record<'online' | 'offline' | 'alarms', number>>) => ({
    sensors: 0,
    gateways: 0,
    virtuals: 0,
    online: 0,
    offline: 0,
    sensorsOnline: 0,
    gatewaysOnline: 0,
    virtualsOnline: 0,
    alarms: 0,
    ...changes,
  });

  it('adds the stored deltas up into one change; changes that cancel out write nothing', () => {
    const down = { ...delta({ online: -1, offline: 1 }), at: 1 };
    const back = { ...delta({ online: 1, offline: -1 }), at: 2 };
    expect(foldDeltas([down, down, { ...delta({ alarms: 1 }), at: 3 }])).toEqual(
      delta({ online: -2, offline: 2, alarms: 1 }),
    );
    expect(foldDeltas([down, back])).toBeNull();
  });

  it('a count missing or malformed in a stored delta adds nothing', () => {
    expect(foldDeltas([{ online: 1, offline: 'x' }, null, { alarms: 2, at: 5 }])).toEqual(
      delta({ online: 1, alarms: 2 }),
    );
  });

  it('folds every change of a period at its end: one fold task per system and period', () => {
    const start = 1_700_000_000_000 - (1_700_000_000_000 % SUMMARY_FOLD_MS);
    expect(summaryFoldDueAt(start)).toBe(start + SUMMARY_FOLD_MS);
    expect(summaryFoldDueAt(start + SUMMARY_FOLD_MS - 1)).toBe(start + SUMMARY_FOLD_MS);
    expect(summaryFoldDueAt(start + SUMMARY_FOLD_MS)).toBe(start + 2 * SUMMARY_FOLD_MS);
  });
});

describe('a recount of the counts', () => {
  const on = { ...NEVER_HEARD_STATE, online: true };
  const devices = [
    { type: 'SENSOR' as const, state: on },
    { type: 'SENSOR' as const, state: { ...NEVER_HEARD_STATE, alarm: ['hot'] } },
    { type: 'GATEWAY' as const, state: on },
    { type: 'SENSOR' as const }, // no state yet: not counted
  ];
  const truth = computeSummary([devices[0], devices[1], devices[2]], 0);
  const { updatedAt: _at, ...counts } = truth;

  it('adds nothing when the counts and the deltas not yet folded add up to the devices', () => {
    expect(planRecount(devices, counts, [])).toBeNull();
    const pending = { ...Object.fromEntries(Object.keys(counts).map((k) => [k, 0])), online: 1, offline: -1 };
    const before = { ...counts, online: counts.online - 1, offline: counts.offline + 1 };
    expect(planRecount(devices, before, [pending])).toBeNull();
  });

  it('corrects counts that drifted (or were never written) by the difference', () => {
    expect(planRecount(devices, { ...counts, online: 7, alarms: 0 }, [])).toMatchObject({
      online: counts.online - 7,
      alarms: 1,
      sensors: 0,
    });
    expect(planRecount(devices, undefined, [])).toMatchObject({ sensors: 2, gateways: 1, online: 2, offline: 1 });
  });
});
