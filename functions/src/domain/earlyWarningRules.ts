import {
  asThresholdRule,
  evaluateRule,
  forecastReading,
  INITIAL_RULE_STATE,
  unitOf,
  type Device,
  type ForecastRule,
  type Rollup,
  type RuleDeviceState,
} from '@neuron/shared';
import { escalationFields } from './escalation.js';
import { raisedEvent } from './events.js';
import type { RuleDecision } from './ruleJudgement.js';

/** A number as an event says it: at most two decimals. */
const round = (v: number) => String(Math.round(v * 100) / 100);

/** Text of an early-warning rule's event. */
export function forecastEventText(
  rule: ForecastRule,
  name: string,
  unit: string,
  kind: 'alarm' | 'alarm_cleared',
): string {
  const limit = `${round(rule.threshold)}${unit ? ` ${unit}` : ''}`;
  const heads = rule.op === 'lt' ? `falls below ${limit}` : `rises above ${limit}`;
  return kind === 'alarm'
    ? `Early warning: ${rule.name}: ${name} ${heads} within ${rule.horizonH} h at its current trend`
    : `${rule.name} cleared: ${name} no longer ${heads} within ${rule.horizonH} h`;
}

/**
 * Judges an early-warning rule for one device at `nowMs` (pure): its forecast reading from the
 * device's recent rollups, judged by the shared threshold evaluation with the rule's hysteresis,
 * delay and schedule (read in `timeZone`). Null when nothing changes (or there is no steady trend).
 */
export function decideForecastRule(
  ruleId: string,
  rule: ForecastRule,
  device: Pick<Device, 'sn' | 'alias' | 'config' | 'state'>,
  stored: RuleDeviceState | undefined,
  rollups: readonly Pick<Rollup, 'day' | 'hours'>[],
  nowMs: number,
  timeZone?: string,
): RuleDecision | null {
  const projected = forecastReading(rule, rollups, nowMs);
  if (projected === null) return null;
  const sample = { time: nowMs, values: [projected] };
  const prev = stored ?? INITIAL_RULE_STATE;
  // The forecast is judged once per sweep: a state judged at or after now is not judged again.
  if (prev.lastSampleTime !== null && prev.lastSampleTime >= nowMs) return null;
  const out = evaluateRule(ruleId, asThresholdRule(rule), { sn: device.sn, config: {}, sample }, prev, nowMs, timeZone);
  if (!out.changed && !out.transition) return null;
  const unit = rule.watch === 'battery' ? '%' : unitOf(rule.valueIndex, device.config.si, device.config.calc);
  const events = out.transition
    ? [
        {
          id: out.transition.eventId,
          event: raisedEvent({
            time: out.transition.time,
            kind: out.transition.kind,
            deviceSn: device.sn,
            ruleId,
            value: Math.round(projected * 100) / 100,
            text: forecastEventText(rule, device.alias || device.sn, unit, out.transition.kind),
            channels: rule.channels,
            ...escalationFields(rule, out.transition),
          }),
        },
      ]
    : [];
  const listed = device.state?.alarm.includes(ruleId) ?? false;
  const alarm = out.state.active === listed ? null : out.state.active ? 'add' : 'remove';
  return { state: out.state, events, alarm };
}
