import { describe, expect, it } from 'vitest';
import { GATEWAY_NOTE_MS, gatewayHeardReads, gatewayNoteDue, heardRssi, planGatewayHeard } from './gatewayHeard.js';

const AT = Date.UTC(2026, 10, 30, 14, 5);
const gateway = { type: 'GATEWAY' as const };
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
    expect(gatewayNoteDue(gateway, AT)).toBe(true);
    expect(gatewayNoteDue({ ...gateway, reportedAt: AT - GATEWAY_NOTE_MS - 1 }, AT)).toBe(true);
    expect(gatewayNoteDue({ ...gateway, reportedAt: AT - GATEWAY_NOTE_MS }, AT)).toBe(false);
    expect(gatewayNoteDue({ ...gateway, reportedAt: AT }, AT)).toBe(false);
    expect(gatewayNoteDue({ ...gateway, reportedAt: AT + 5_000 }, AT)).toBe(false);
    // Not a gateway of the system (gone, or a sensor by that serial): nothing.
    expect(gatewayNoteDue(undefined, AT)).toBe(false);
    expect(gatewayNoteDue({ type: 'SENSOR' }, AT)).toBe(false);
  });

  it('reads, once due, the day’s document only off the running day, and the info only when the post did not', () => {
    const running = planGatewayHeard('sys-1', 'G-1', read(), AT)!.rollup;
    expect(gatewayHeardReads({ device: { ...gateway, reportedAt: AT }, running }, AT + 1_000, false)).toBeUndefined();
    const later = { device: { ...gateway, reportedAt: AT }, running };
    expect(gatewayHeardReads(later, AT + 2 * GATEWAY_NOTE_MS, true)).toEqual({ info: false });
    expect(gatewayHeardReads(later, AT + 2 * GATEWAY_NOTE_MS, false)).toEqual({ info: true });
    expect(gatewayHeardReads(later, AT + 24 * 3_600_000, true)).toEqual({ day: '2026-12-01', info: false });
    expect(gatewayHeardReads({ device: gateway, running: undefined }, AT, true)).toEqual({
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
    const first = planGatewayHeard('sys-1', 'G-1', read(), AT)!;
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
    expect(planGatewayHeard('sys-1', 'G-1', noted, AT + 30_000)).toBeNull();
    // Two minutes on: counted beside the first, on the device (no day document read or written).
    const next = planGatewayHeard('sys-1', 'G-1', { ...noted, info: { systemId: 'sys-1', rssi: -80 } }, AT + 120_000)!;
    expect(next.rollup?.rssiHours['14']['G-1']).toEqual({ min: -80, max: -70, sum: -150, count: 2 });
    expect(next.documents.size).toBe(0);
  });

  it('the next day takes the running place: the day before goes to its document, once', () => {
    const first = planGatewayHeard('sys-1', 'G-1', read(), AT)!;
    const tomorrow = AT + 24 * 3_600_000;
    const next = planGatewayHeard(
      'sys-1',
      'G-1',
      read({ device: { ...gateway, reportedAt: AT }, running: first.rollup, info: { systemId: 'sys-1', rssi: -60 } }),
      tomorrow,
    )!;
    expect(next.rollup).toMatchObject({ day: '2026-12-01', rssi: { 'G-1': { sum: -60, count: 1 } } });
    expect([...next.documents]).toEqual([['2026-11-30', first.rollup]]);
  });

  it('notes reportedAt alone without a signal to count, and counts no moment twice', () => {
    expect(planGatewayHeard('sys-1', 'G-1', read({ info: undefined }), AT)).toEqual({
      reportedAt: AT,
      documents: new Map(),
    });
    // An hour that counted a later moment already (the device's reportedAt lost meanwhile): no rollup change.
    const counted = planGatewayHeard('sys-1', 'G-1', read(), AT + 60_000)!.rollup;
    expect(planGatewayHeard('sys-1', 'G-1', read({ running: counted }), AT)).toEqual({
      reportedAt: AT,
      documents: new Map(),
    });
    expect(planGatewayHeard('sys-1', 'G-1', read({ device: undefined }), AT)).toBeNull();
  });
});
