import {
  daysInRange,
  forecastRuleRange,
  ruleWatches,
  storedRuleState,
  withRunningRollup,
  type EventRule,
  type ForecastRule,
  type Rollup,
} from '@neuron/shared';
import { listDevices } from '../data/devices.js';
import type { CreatedEvent } from '../data/events.js';
import { readRollupDays } from '../data/recentRollups.js';
import { applyRuleToDevice, type StoredRule } from '../data/rules.js';
import { decideForecastRule } from '../domain/forecastRules.js';
import { rulePlanner } from '../domain/ruleWrites.js';
import { withRetries } from './retry.js';

const isForecastRule = (rule: EventRule): rule is ForecastRule => rule.kind === 'forecast';

async function recentRollups(systemId: string, sn: string, days: readonly string[]): Promise<Rollup[]> {
  const { stored, running } = await readRollupDays(systemId, sn, days);
  return withRunningRollup(stored, running, days);
}

/**
 * The early-warning rules of a system at `nowMs` (the sweep calls it): for each enabled one and
 * each device it watches, the trend of the last day's rollups is judged, and only a rule whose
 * state may change is applied in its transaction. Returns the events raised, to be published.
 */
export async function sweepForecastRules(
  systemId: string,
  rules: readonly StoredRule[],
  nowMs: number,
  timeZone: string,
): Promise<CreatedEvent[]> {
  const forecastRules = rules.filter(
    (r): r is { id: string; rule: ForecastRule } => isForecastRule(r.rule) && r.rule.enabled,
  );
  if (forecastRules.length === 0) return [];
  const devices = await listDevices(systemId);
  const days = daysInRange(forecastRuleRange(nowMs));
  const rollupsOf = new Map<string, Rollup[]>();
  const created: CreatedEvent[] = [];
  for (const { id, rule } of forecastRules) {
    for (const device of devices.filter((d) => ruleWatches(rule, d))) {
      // The day documents with the running rollup (the device's newest day) in its day's place.
      const rollups = rollupsOf.get(device.sn) ?? (await recentRollups(systemId, device.sn, days));
      rollupsOf.set(device.sn, rollups);
      if (!decideForecastRule(id, rule, device, storedRuleState(id, rule, device), rollups, nowMs, timeZone)) continue;
      const events = await withRetries(`early warning ${id} on ${device.sn}`, () =>
        applyRuleToDevice(
          systemId,
          id,
          device.sn,
          rulePlanner<ForecastRule>(id, (r, d) =>
            decideForecastRule(id, r, d, storedRuleState(id, r, d), rollups, nowMs, timeZone),
          ),
          nowMs,
          isForecastRule,
        ),
      );
      created.push(...events);
    }
  }
  return created;
}
