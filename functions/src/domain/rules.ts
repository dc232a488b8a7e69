import type { Device, EventRule, RuleTransition, SampleRule } from '@neuron/shared';

// Evaluation itself lives in @neuron/shared (ruleEvaluation), shared with the editor's backtest;
// re-exported here so the trigger modules that already import it from this file keep working.
export { isSampleRule, type SampleRule } from '@neuron/shared';

/** Device types a rule kind applies to when it watches every device ('*'). */
const KIND_TYPES: Record<EventRule['kind'], readonly Device['type'][]> = {
  threshold: ['SENSOR', 'VIRTUAL'],
  binary: ['SENSOR'],
  offline_sensor: ['SENSOR'],
  offline_gateway: ['GATEWAY'],
};

/** Whether an enabled rule watches a device: listed by serial, or '*' for every device of its type. */
export function ruleWatches(rule: EventRule, device: Pick<Device, 'sn' | 'type'>): boolean {
  if (!rule.enabled || !KIND_TYPES[rule.kind].includes(device.type)) return false;
  return rule.devices.includes('*') || rule.devices.includes(device.sn);
}

/** Text of a rule's event, for the event list and the notification. */
export function ruleEventText(
  rule: SampleRule,
  alias: string,
  sn: string,
  kind: RuleTransition['kind'],
  valueText: string,
): string {
  const name = alias || sn;
  return kind === 'alarm'
    ? `${rule.name}: ${name} is ${valueText}`
    : `${rule.name} cleared: ${name} is back at ${valueText}`;
}
