import {
  daysInRange,
  EARLY_WARNING_KIND,
  earlyWarningRange,
  ruleWatches,
  rollupDocumentDays,
  storedRuleState,
  withRunningRollup,
  type EventRule,
  type EarlyWarningRule,
  type Rollup,
} from '@neuron/shared';
import { listDevicesWithRollups, type ListedDevice } from '../data/devices.js';
import { publishNotifications, type CreatedEvent } from '../data/events.js';
import { readRollupDays } from '../data/recentRollups.js';
import { applyRuleToDevice, listRules, type StoredRule } from '../data/rules.js';
import { forEachSystemIdHolding, readSystemTimeZone } from '../data/systems.js';
import { toNotify } from '../domain/events.js';
import { decideEarlyWarningRule } from '../domain/earlyWarningRules.js';
import { rulePlanner } from '../domain/ruleWrites.js';
import { EARLY_WARNING_TOPIC, type SystemJobMessage } from '../domain/systemJobs.js';
import { withRetries } from './retry.js';
import { publishPerSystem, runForSystem } from './systemFanOut.js';

const isEarlyWarningRule = (rule: EventRule): rule is EarlyWarningRule => rule.kind === EARLY_WARNING_KIND;

/**
 * A device's day rollups of these days: its running rollup (its newest day, as the listing read
 * it) in its day's place, and the documents of the other days.
 */
async function recentRollups(systemId: string, listed: ListedDevice, days: readonly string[]): Promise<Rollup[]> {
  const stored = await readRollupDays(systemId, listed.device.sn, rollupDocumentDays(listed.running, days));
  return withRunningRollup(stored, listed.running, days);
}

/**
 * The scheduled run (`earlyWarningSweep`, every 5 minutes): one message per system that has an
 * early-warning rule (a collection-group query on the rules' kind; systems without one cost
 * nothing) on EARLY_WARNING_TOPIC, which `systemEarlyWarnings` takes. Returns the messages sent.
 */
export async function fanOutEarlyWarnings(nowMs: number): Promise<number> {
  return publishPerSystem(EARLY_WARNING_TOPIC, nowMs, (pageSize, each) =>
    forEachSystemIdHolding('eventRules', pageSize, each, { field: 'kind', value: EARLY_WARNING_KIND }),
  );
}

/** One system's message: its early warnings, a failure logged (the next run is the retry). */
export async function earlyWarningsFromMessage(message: SystemJobMessage): Promise<void> {
  await runForSystem('early warnings', message, sweepEarlyWarnings);
}

/**
 * The early warnings of one system at `nowMs`: its rules judged (`judgeEarlyWarningRules`) in the
 * system's zone, and the events raised published once. Returns those events.
 */
export async function sweepEarlyWarnings(systemId: string, nowMs: number): Promise<CreatedEvent[]> {
  const [rules, timeZone] = await Promise.all([listRules(systemId), readSystemTimeZone(systemId)]);
  const events = await judgeEarlyWarningRules(systemId, rules, nowMs, timeZone);
  await publishNotifications(systemId, toNotify(events));
  return events;
}

/**
 * The early-warning rules of a system at `nowMs`: for each enabled one and each device it
 * watches, the trend of the last day's rollups is judged, and only a rule whose state may change
 * is applied in its transaction. Returns the events raised, to be published.
 */
export async function judgeEarlyWarningRules(
  systemId: string,
  rules: readonly StoredRule[],
  nowMs: number,
  timeZone: string,
): Promise<CreatedEvent[]> {
  const earlyWarningRules = rules.filter(
    (r): r is { id: string; rule: EarlyWarningRule } => isEarlyWarningRule(r.rule) && r.rule.enabled,
  );
  if (earlyWarningRules.length === 0) return [];
  // Each device with its running rollup, from the one listing (not read again per device).
  const listed = await listDevicesWithRollups(systemId);
  const days = daysInRange(earlyWarningRange(nowMs));
  const rollupsOf = new Map<string, Rollup[]>();
  const created: CreatedEvent[] = [];
  for (const { id, rule } of earlyWarningRules) {
    for (const watched of listed.filter((l) => ruleWatches(rule, l.device))) {
      const { device } = watched;
      const rollups = rollupsOf.get(device.sn) ?? (await recentRollups(systemId, watched, days));
      rollupsOf.set(device.sn, rollups);
      if (!decideEarlyWarningRule(id, rule, device, storedRuleState(id, rule, device), rollups, nowMs, timeZone))
        continue;
      const events = await withRetries(`early warning ${id} on ${device.sn}`, () =>
        applyRuleToDevice(
          systemId,
          id,
          device.sn,
          rulePlanner<EarlyWarningRule>(id, (r, d) =>
            decideEarlyWarningRule(id, r, d, storedRuleState(id, r, d), rollups, nowMs, timeZone),
          ),
          nowMs,
          isEarlyWarningRule,
        ),
      );
      created.push(...events);
    }
  }
  return created;
}
