import type { Device } from '../schemas/device.js';
import { EARLY_WARNING_KIND, type EventRule } from '../schemas/eventRule.js';

/** Device types each rule kind applies to (a rule watching '*' watches every device of these types). */
export const RULE_KIND_DEVICE_TYPES: Record<EventRule['kind'], readonly Device['type'][]> = {
  threshold: ['SENSOR', 'VIRTUAL'],
  binary: ['SENSOR'],
  offline_sensor: ['SENSOR'],
  offline_gateway: ['GATEWAY'],
  [EARLY_WARNING_KIND]: ['SENSOR', 'VIRTUAL'],
};

type RuleTargeting = Pick<EventRule, 'kind' | 'devices' | 'enabled'>;

/** Whether a rule names a device, enabled or not: listed by serial, or '*' for every device of its kind's types. */
export function ruleNamesDevice(rule: RuleTargeting, device: Pick<Device, 'sn' | 'type'>): boolean {
  if (!RULE_KIND_DEVICE_TYPES[rule.kind].includes(device.type)) return false;
  return rule.devices.includes('*') || rule.devices.includes(device.sn);
}

/** Whether a rule names every device of `type` ('*' on a kind that applies to it), enabled or not. */
export function ruleNamesEvery(rule: RuleTargeting, type: Device['type']): boolean {
  return RULE_KIND_DEVICE_TYPES[rule.kind].includes(type) && rule.devices.includes('*');
}

/** Whether an enabled rule watches a device (what the functions evaluate and route by). */
export function ruleWatches(rule: RuleTargeting, device: Pick<Device, 'sn' | 'type'>): boolean {
  return rule.enabled && ruleNamesDevice(rule, device);
}

/**
 * The devices no rule names (the "sensors without rule" list). A disabled rule still counts:
 * the device has a rule set up, only switched off.
 */
export function devicesWithoutRule<D extends Pick<Device, 'sn' | 'type'>>(
  rules: readonly RuleTargeting[],
  devices: readonly D[],
): D[] {
  return devices.filter((d) => !rules.some((r) => ruleNamesDevice(r, d)));
}
