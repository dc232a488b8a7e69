import type { Device } from '../schemas/device.js';
import type { EventRule } from '../schemas/eventRule.js';
import { displayValueText } from '../sensor/display.js';
import { isSampleRule } from './ruleEvaluation.js';
import { ruleValueText } from './ruleValueText.js';

/**
 * An event's value as the user reads it on its page, with its unit (or the binary or digitiser
 * text): as its rule judged it when the rule is known, else as the device's primary value; the
 * bare number only when the device is gone.
 */
export function eventValueText(
  value: number,
  device: Pick<Device, 'config'> | undefined,
  rule: EventRule | undefined,
): string {
  if (!device) return String(value);
  if (rule && isSampleRule(rule)) return ruleValueText(rule, device, value);
  return displayValueText(device.config, device.config.pv ?? 0, value);
}
