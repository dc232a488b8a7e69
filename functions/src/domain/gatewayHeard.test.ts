import { describe, expect, it } from 'vitest';
import { gatewayHeard, gatewayHeardDocumentDay, planGatewayHeard } from './gatewayHeard.js';

const AT = Date.UTC(2026, 10, 30, 14, 5);
const gateway = { type: 'GATEWAY' as const };

describe('a gateway heard', () => {
  it('is a lastSeen that moved, with its own rssi, else its cell’s; none for Ethernet', () => {
    expect(gatewayHeard({ lastSeen: AT - 60_000 }, { lastSeen: AT, rssi: -70 })).toEqual({ at: AT, rssi: -70 });
    const cell = { homeMobileCountryCode: 1, homeMobileNetworkCode: 1, cellId: 1, locationAreaCode: 1, rssi: -90 };
    expect(gatewayHeard(undefined, { lastSeen: AT, cell })).toEqual({ at: AT, rssi: -90 });
    expect(gatewayHeard({ lastSeen: AT }, { lastSeen: AT, ethernet: true })).toBeUndefined();
    expect(gatewayHeard({ lastSeen: AT - 60_000 }, { lastSeen: AT, ethernet: true })).toEqual({ at: AT, rssi: null });
  });

  it('notes reportedAt and counts its rssi once per moment, into the hour of its day (its running rollup)', () => {
    const none = { running: undefined, dayDocument: undefined };
    const first = planGatewayHeard('G-1', { device: gateway, ...none }, { at: AT, rssi: -70 })!;
    expect(first.reportedAt).toBe(AT);
    expect(first.rollup).toMatchObject({
      day: '2026-11-30',
      rssi: { 'G-1': { sum: -70, count: 1 } },
      rssiHours: { '14': { 'G-1': { min: -70, max: -70, sum: -70, count: 1 } } },
      last: { '14': AT },
    });
    expect(first.documents.size).toBe(0);
    // The same moment again (a redelivered trigger): nothing more.
    const heardAgain = { device: { ...gateway, reportedAt: AT }, running: first.rollup, dayDocument: undefined };
    expect(planGatewayHeard('G-1', heardAgain, { at: AT, rssi: -70 })).toBeNull();
    // A minute later: counted beside the first, on the device (no day document read or written).
    expect(gatewayHeardDocumentDay(AT + 60_000, first.rollup)).toBeUndefined();
    const next = planGatewayHeard('G-1', heardAgain, { at: AT + 60_000, rssi: -80 })!;
    expect(next.rollup?.rssiHours['14']['G-1']).toEqual({ min: -80, max: -70, sum: -150, count: 2 });
    expect(next.documents.size).toBe(0);
  });

  it('the next day takes the running place: the day before goes to its document, once', () => {
    const first = planGatewayHeard(
      'G-1',
      { device: gateway, running: undefined, dayDocument: undefined },
      { at: AT, rssi: -70 },
    )!;
    const tomorrow = AT + 24 * 3_600_000;
    expect(gatewayHeardDocumentDay(tomorrow, first.rollup)).toBe('2026-12-01');
    const next = planGatewayHeard(
      'G-1',
      { device: { ...gateway, reportedAt: AT }, running: first.rollup, dayDocument: undefined },
      { at: tomorrow, rssi: -60 },
    )!;
    expect(next.rollup).toMatchObject({ day: '2026-12-01', rssi: { 'G-1': { sum: -60, count: 1 } } });
    expect([...next.documents]).toEqual([['2026-11-30', first.rollup]]);
  });

  it('writes nothing for a device that is not a gateway of the system, and no rollup without an rssi', () => {
    const none = { running: undefined, dayDocument: undefined };
    expect(planGatewayHeard('G-1', { device: undefined, ...none }, { at: AT, rssi: -70 })).toBeNull();
    expect(planGatewayHeard('G-1', { device: { type: 'SENSOR' }, ...none }, { at: AT, rssi: -70 })).toBeNull();
    expect(planGatewayHeard('G-1', { device: gateway, ...none }, { at: AT, rssi: null })).toEqual({
      reportedAt: AT,
      documents: new Map(),
    });
  });
});
