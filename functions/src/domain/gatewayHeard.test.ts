import { describe, expect, it } from 'vitest';
import {
  GATEWAY_NOTE_MS,
  GATEWAY_SIGNAL_NOTE_MS,
  gatewayHeardReads,
  gatewayNoteDue,
  heardRssi,
  newestSampleOf,
  planGatewayHeard,
} from './gatewayHeard.js';

const AT = Date.UTC(2026, 10, 30, 14, 5);
const gateway = { type: 'GATEWAY' as const };
/** A post heard at `at` carrying no sample (a heartbeat). */
const beat = (at: number) => ({ at, newestSample: null });
const info = { systemId: 'sys-1', rssi: -70 };
const read = (fields: Partial<Parameters<typeof planGatewayHeard>[2]> = {}) => ({
  device: gateway,
  running: undefined,
  dayDocument: undefined,
  info,
  ...fields,
});

describe('a gateway heard', () => {
  it('is noted on a gateway’s device once its last note is over a minute old, never back in time', () => {
    expect(gatewayNoteDue(gateway, beat(AT))).toBe(true);
    expect(gatewayNoteDue({ ...gateway, reportedAt: AT - GATEWAY_NOTE_MS - 1 }, beat(AT))).toBe(true);
    expect(gatewayNoteDue({ ...gateway, reportedAt: AT - GATEWAY_NOTE_MS }, beat(AT))).toBe(false);
    expect(gatewayNoteDue({ ...gateway, reportedAt: AT }, beat(AT))).toBe(false);
    expect(gatewayNoteDue({ ...gateway, reportedAt: AT + 5_000 }, beat(AT))).toBe(false);
    // Not a gateway of the system (gone, or a sensor by that serial): nothing.
    expect(gatewayNoteDue(undefined, beat(AT))).toBe(false);
    expect(gatewayNoteDue({ type: 'SENSOR' }, beat(AT))).toBe(false);
  });

  it('notes a post carrying a sample of the last minute every quarter of an hour: the sensors record it heard', () => {
    const fresh = (at: number, newestSample: number) => ({ at, newestSample });
    const noted = { ...gateway, reportedAt: AT };
    expect(GATEWAY_SIGNAL_NOTE_MS).toBe(15 * 60_000);
    expect(gatewayNoteDue(noted, fresh(AT + 5 * 60_000, AT + 5 * 60_000 - 2_000))).toBe(false);
    expect(gatewayNoteDue(noted, fresh(AT + GATEWAY_SIGNAL_NOTE_MS, AT + GATEWAY_SIGNAL_NOTE_MS))).toBe(false);
    expect(gatewayNoteDue(noted, fresh(AT + GATEWAY_SIGNAL_NOTE_MS + 1, AT + GATEWAY_SIGNAL_NOTE_MS))).toBe(true);
    // Its samples measured over a minute before (a backlog, a clock behind) say nothing of now: a minute's note.
    expect(gatewayNoteDue(noted, fresh(AT + 2 * 60_000, AT + 2 * 60_000 - GATEWAY_NOTE_MS - 1))).toBe(true);
    expect(gatewayNoteDue(noted, fresh(AT + 2 * 60_000, AT + 2 * 60_000 - GATEWAY_NOTE_MS))).toBe(false);
    // Never noted: noted now, whatever it carries.
    expect(gatewayNoteDue(gateway, fresh(AT, AT))).toBe(true);
    expect(newestSampleOf([{ time: 5 }, { time: 9 }, { time: 7 }])).toBe(9);
    expect(newestSampleOf([])).toBeNull();
  });

  it('reads, once due, the day’s document only off the running day, and the info only when the post did not', () => {
    const running = planGatewayHeard('sys-1', 'G-1', read(), beat(AT))!.rollup;
    expect(
      gatewayHeardReads({ device: { ...gateway, reportedAt: AT }, running }, beat(AT + 1_000), false),
    ).toBeUndefined();
    const later = { device: { ...gateway, reportedAt: AT }, running };
    expect(gatewayHeardReads(later, beat(AT + 2 * GATEWAY_NOTE_MS), true)).toEqual({ info: false });
    expect(gatewayHeardReads(later, beat(AT + 2 * GATEWAY_NOTE_MS), false)).toEqual({ info: true });
    expect(gatewayHeardReads(later, beat(AT + 24 * 3_600_000), true)).toEqual({ day: '2026-12-01', info: false });
    expect(gatewayHeardReads({ device: gateway, running: undefined }, beat(AT), true)).toEqual({
      day: '2026-11-30',
      info: false,
    });
  });

  it('counts its own rssi, else its cell’s; none for Ethernet, nor from another system’s info', () => {
    expect(heardRssi('sys-1', info)).toBe(-70);
    const cell = { homeMobileCountryCode: 1, homeMobileNetworkCode: 1, cellId: 1, locationAreaCode: 1, rssi: -90 };
    expect(heardRssi('sys-1', { systemId: 'sys-1', cell })).toBe(-90);
    expect(heardRssi('sys-1', { systemId: 'sys-1', ethernet: true })).toBeNull();
    expect(heardRssi('sys-1', { systemId: 'sys-2', rssi: -70 })).toBeNull();
    expect(heardRssi('sys-1', undefined)).toBeNull();
  });

  it('notes reportedAt and counts its rssi into the hour of its day, on its device (its running rollup)', () => {
    const first = planGatewayHeard('sys-1', 'G-1', read(), beat(AT))!;
    expect(first.reportedAt).toBe(AT);
    expect(first.rollup).toMatchObject({
      day: '2026-11-30',
      rssi: { 'G-1': { sum: -70, count: 1 } },
      rssiHours: { '14': { 'G-1': { min: -70, max: -70, sum: -70, count: 1 } } },
      last: { '14': AT },
      values: {},
    });
    expect(first.documents.size).toBe(0);
    // Within the minute (another post, or the same one retried): nothing.
    const noted = read({ device: { ...gateway, reportedAt: AT }, running: first.rollup });
    expect(planGatewayHeard('sys-1', 'G-1', noted, beat(AT + 30_000))).toBeNull();
    // Two minutes on: counted beside the first, on the device (no day document read or written).
    const next = planGatewayHeard(
      'sys-1',
      'G-1',
      { ...noted, info: { systemId: 'sys-1', rssi: -80 } },
      beat(AT + 120_000),
    )!;
    expect(next.rollup?.rssiHours['14']['G-1']).toEqual({ min: -80, max: -70, sum: -150, count: 2 });
    expect(next.documents.size).toBe(0);
  });

  it('the next day takes the running place: the day before goes to its document, once', () => {
    const first = planGatewayHeard('sys-1', 'G-1', read(), beat(AT))!;
    const tomorrow = AT + 24 * 3_600_000;
    const next = planGatewayHeard(
      'sys-1',
      'G-1',
      read({ device: { ...gateway, reportedAt: AT }, running: first.rollup, info: { systemId: 'sys-1', rssi: -60 } }),
      beat(tomorrow),
    )!;
    expect(next.rollup).toMatchObject({ day: '2026-12-01', rssi: { 'G-1': { sum: -60, count: 1 } } });
    expect([...next.documents]).toEqual([['2026-11-30', first.rollup]]);
  });

  it('notes reportedAt alone without a signal to count, and counts no moment twice', () => {
    expect(planGatewayHeard('sys-1', 'G-1', read({ info: undefined }), beat(AT))).toEqual({
      reportedAt: AT,
      documents: new Map(),
    });
    // An hour that counted a later moment already (the device's reportedAt lost meanwhile): no rollup change.
    const counted = planGatewayHeard('sys-1', 'G-1', read(), beat(AT + 60_000))!.rollup;
    expect(planGatewayHeard('sys-1', 'G-1', read({ running: counted }), beat(AT))).toEqual({
      reportedAt: AT,
      documents: new Map(),
    });
    expect(planGatewayHeard('sys-1', 'G-1', read({ device: undefined }), beat(AT))).toBeNull();
  });
});
