import type { Device } from '../schemas/device.js';
import { displayValueText } from '../sensor/display.js';
import { ruleValueIndex, type SampleRule } from './ruleEvaluation.js';

/**
 * The reading a rule judged, as the user sees it on the device ('21.5 °C', 'Open', 'battery 12 %'),
 * for event texts and the backtest's list of alarms.
 */
export function ruleValueText(rule: SampleRule, device: Pick<Device, 'config'>, value: number | null): string {
  if (rule.kind === 'threshold' && rule.watch === 'battery') return `battery ${value} %`;
  return displayValueText(device.config, ruleValueIndex(rule, device), value);
}
