import { EARLY_WARNING_KIND, sensorErrorChange, ruleWatches, type Device, type EventRule } from '@neuron/shared';
import { raisedEvent } from './events.js';
import type { OfflineRoute } from './offline.js';
import type { RaisedEvent } from './presence.js';

/** Rule kinds that watch a sensor's values: an error means the value they judge is unknown. */
const VALUE_RULE_KINDS: readonly EventRule['kind'][] = ['threshold', 'binary', EARLY_WARNING_KIND];

/**
 * Where a sensor's error events go: the channels of every enabled rule that watches its values
 * (those who follow the value hear that the sensor cannot measure it), with the first such rule
 * as the event's rule. No such rule: the event is stored and listed, sent to nobody, as an
 * offline event without an offline rule.
 */
export function errorRouteFor(
  rules: readonly { id: string; rule: EventRule }[],
  device: Pick<Device, 'sn' | 'type'>,
): OfflineRoute {
  const watching = rules.filter((r) => VALUE_RULE_KINDS.includes(r.rule.kind) && ruleWatches(r.rule, device));
  return {
    ruleId: watching[0]?.id ?? null,
    channels: [...new Set(watching.flatMap((r) => r.rule.channels))],
  };
}

/** Deterministic id of an error event: one per sensor per change (a re-delivered batch raises it once). */
export function sensorErrorEventId(kind: 'error' | 'error_cleared', sn: string, sampleTime: number): string {
  return `${kind}_${sn}_${sampleTime}`;
}

/**
 * The event a sensor's error change raises (the one place an error event is built), or null when
 * its newest sample changes nothing: "Error" with the catalogue's text and severity Error when it
 * starts reporting an error, "Error cleared" with severity Info when it reports a valid value again.
 */
export function sensorErrorEvent(
  device: Pick<Device, 'sn' | 'type' | 'alias'>,
  previous: Device['sample'],
  next: NonNullable<Device['sample']>,
  route: OfflineRoute,
  nowMs: number,
): RaisedEvent | null {
  const change = sensorErrorChange(previous, next);
  if (!change) return null;
  const name = device.alias || device.sn;
  const text =
    change.kind === 'error'
      ? `Sensor ${name}: ${change.text || `error code ${change.code}`}`
      : `Sensor ${name} reports valid values again`;
  return {
    eventId: sensorErrorEventId(change.kind, device.sn, change.time),
    event: raisedEvent({
      time: nowMs,
      kind: change.kind,
      deviceSn: device.sn,
      ruleId: route.ruleId,
      channels: route.channels,
      value: change.code,
      text,
      severity: change.severity,
    }),
  };
}
