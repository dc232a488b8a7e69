import type { EventRule } from '@neuron/shared';
import type { RuleInput } from './ruleForm';

export type OfflineKind = 'offline_sensor' | 'offline_gateway';

/** A rule with its id, as the lists hold it. */
export interface RuleWithId {
  id: string;
  rule: EventRule;
}

/** One write that turning a device's offline notification on or off needs. */
export type OfflineWrite = { op: 'save'; ruleId: string | null; rule: RuleInput } | { op: 'delete'; ruleId: string };

const input = ({ state: _state, ...rule }: EventRule): RuleInput => rule;

/** Whether an enabled offline rule of `kind` watches the device. */
export function offlineNotified(rules: RuleWithId[], kind: OfflineKind, sn: string): boolean {
  return rules.some(
    ({ rule }) => rule.kind === kind && rule.enabled && (rule.devices.includes('*') || rule.devices.includes(sn)),
  );
}

/**
 * Whether turning a device's notification off needs every device of the kind's types: an enabled
 * rule for every device ('*') watches it, and becomes a list of all the others.
 */
export function offNeedsEveryDevice(rules: RuleWithId[], kind: OfflineKind, on: boolean): boolean {
  return !on && rules.some(({ rule }) => rule.kind === kind && rule.enabled && rule.devices.includes('*'));
}

/**
 * The writes that turn a device's offline notification on or off. On: the device joins the
 * first enabled offline rule of that kind that lists devices, or a new rule is made for it. Off:
 * it leaves every enabled rule that watches it; a rule for every device ('*') becomes a list of
 * all the others (`allSns`: read only when offNeedsEveryDevice says so), and a rule left with no device is deleted (a rule must watch something).
 */
export function planOfflineToggle(
  rules: RuleWithId[],
  kind: OfflineKind,
  sn: string,
  allSns: string[],
  on: boolean,
  newRuleName: string,
): OfflineWrite[] {
  const mine = rules.filter(({ rule }) => rule.kind === kind && rule.enabled);
  if (on) {
    if (offlineNotified(rules, kind, sn)) return [];
    const listed = mine.find(({ rule }) => !rule.devices.includes('*'));
    if (listed)
      return [
        { op: 'save', ruleId: listed.id, rule: { ...input(listed.rule), devices: [...listed.rule.devices, sn] } },
      ];
    return [
      {
        op: 'save',
        ruleId: null,
        rule: { name: newRuleName, kind, enabled: true, devices: [sn], delaySec: 0, channels: [] },
      },
    ];
  }
  return mine.flatMap(({ id, rule }): OfflineWrite[] => {
    const watched = rule.devices.includes('*') ? allSns : rule.devices;
    if (!watched.includes(sn)) return [];
    const rest = watched.filter((d) => d !== sn);
    return rest.length === 0
      ? [{ op: 'delete', ruleId: id }]
      : [{ op: 'save', ruleId: id, rule: { ...input(rule), devices: rest } }];
  });
}
