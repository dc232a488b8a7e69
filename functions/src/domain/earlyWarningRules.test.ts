import { EventRuleSchema, type EarlyWarningRule, type Rollup } from '@neuron/shared';
import { describe, expect, it } from 'vitest';
import { decideEarlyWarningRule } from './earlyWarningRules.js';

const H = 3_600_000;
const NOW = Date.UTC(2026, 10, 26, 12);
const rule = (fields: Record<string, unknown> = {}) =>
  EventRuleSchema.parse({
    name: 'Tank low soon',
    kind: 'forecast',
    devices: ['S-1004'],
    op: 'lt',
    threshold: 15,
    horizonH: 24,
    hysteresis: 2,
    channels: ['c1'],
    ...fields,
  }) as EarlyWarningRule;
const device = { sn: 'S-1004', alias: 'Water tank', config: { si: ['%'] }, state: undefined };

/** Hourly means of the last 12 hours ending at NOW: `at(h)` for h hours ago. */
function rollups(at: (hoursAgo: number) => number): Rollup[] {
  const hours: Rollup['hours'] = {};
  for (let h = 1; h <= 12; h++) {
    const hour = new Date(NOW - h * H).getUTCHours();
    hours[String(hour)] = { '0': { min: 0, max: 0, sum: at(h), count: 1 } };
  }
  return [{ day: '2026-11-26', values: {}, hours, rssi: {}, rssiHours: {}, samples: {}, last: {} }];
}

describe('decideEarlyWarningRule', () => {
  it('alarms before the limit is crossed when the trend gets there within the horizon', () => {
    // 40 % falling 1.5 %/h (mid-hour points): 15 % in about 16 h, inside 24 h; now still 40 %.
    const falling = rollups((h) => 40 + 1.5 * (h - 0.5));
    const d = decideEarlyWarningRule('early', rule(), device, undefined, falling, NOW);
    expect(d?.events).toHaveLength(1);
    expect(d?.events[0].event).toMatchObject({ kind: 'alarm', deviceSn: 'S-1004', ruleId: 'early', channels: ['c1'] });
    expect(d?.events[0].event.text).toBe(
      'Early warning: Tank low soon: Water tank falls below 15 % within 24 h at its current trend',
    );
    expect(d?.alarm).toBe('add');
    // With a 6-hour horizon it is not due yet.
    expect(decideEarlyWarningRule('early', rule({ horizonH: 6 }), device, undefined, falling, NOW)).toBeNull();
  });

  it('holds with hysteresis and clears once the forecast is back clear of it; no trend changes nothing', () => {
    const falling = rollups((h) => 40 + 1.5 * (h - 0.5));
    const first = decideEarlyWarningRule('early', rule(), device, undefined, falling, NOW)!;
    // Slower now: 24 h ahead is 15.9 % — within the 2 % hysteresis, still in alarm.
    const slower = rollups((h) => 40 + (24.1 / 24) * (h - 0.5));
    expect(decideEarlyWarningRule('early', rule(), device, first.state!, slower, NOW + H)).toBeNull();
    // Flat: no steady trend, no change either.
    expect(
      decideEarlyWarningRule(
        'early',
        rule(),
        device,
        first.state!,
        rollups(() => 40),
        NOW + H,
      ),
    ).toBeNull();
    // Slower still: 24 h ahead is 20 %, clear of 15 + 2.
    const clear = rollups((h) => 40 + (20 / 24) * (h - 0.5));
    const d = decideEarlyWarningRule(
      'early',
      rule(),
      { ...device, state: { alarm: ['early'] } as never },
      first.state!,
      clear,
      NOW + H,
    );
    expect(d?.events[0].event.kind).toBe('alarm_cleared');
    expect(d?.alarm).toBe('remove');
  });
});
