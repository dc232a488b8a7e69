import {
  asThresholdRule,
  evaluateRule,
  earlyWarningReading,
  INITIAL_RULE_STATE,
  unitOf,
  type Device,
  type EarlyWarningRule,
  type Rollup,
  type RuleDeviceState,
} from '@neuron/shared';
import { escalationFields } from './escalation.js';
import { raisedEvent } from './events.js';
import type { RuleDecision } from './ruleJudgement.js';

/** A number as an event says it: at most two decimals. */
const round = (v: number) => String(Math.round(v * 100) / 100);

/** Text of an early-warning rule's event. */
export function earlyWarningEventText(
  rule: EarlyWarningRule,
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
 * Judges an early-warning rule for one device at `nowMs` (pure): its reading (the trend's value ahead) from the
 * device's recent rollups, judged by the shared threshold evaluation with the rule's hysteresis,
 * delay and schedule (read in `timeZone`). Null when nothing changes (or there is no steady trend).
 */
export function decideEarlyWarningRule(
  ruleId: string,
  rule: EarlyWarningRule,
  device: Pick<Device, 'sn' | 'alias' | 'config' | 'state'>,
  stored: RuleDeviceState | undefined,
  rollups: readonly Pick<Rollup, 'day' | 'hours'>[],
  nowMs: number,
  timeZone?: string,
): RuleDecision | null {
  const projected = earlyWarningReading(rule, rollups, nowMs);
  if (projected === null) return null;
  const sample = { time: nowMs, values: [projected] };
  const prev = stored ?? INITIAL_RULE_STATE;
  // The trend is judged once per run: a state judged at or after now is not judged again.
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
            text: earlyWarningEventText(rule, device.alias || device.sn, unit, out.transition.kind),
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
