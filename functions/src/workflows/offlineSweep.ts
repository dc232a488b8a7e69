import { logger } from 'firebase-functions/v2';
import { applyTransition, readSweepDevices } from '../data/devicesOnline.js';
import { publishNotifications, type CreatedEvent } from '../data/events.js';
import { applyRuleToDevice, listRules, type RuleDecider } from '../data/rules.js';
import { listSystemIds, readSystemTimeZone } from '../data/systems.js';
import { offlineRouteFor, sweepTransitions, transitionEvent, type OnlineTransition } from '../domain/offline.js';
import { planTransition } from '../domain/presence.js';
import { decideRule } from '../domain/ruleJudgement.js';
import { dueDelayedAlarms } from '../domain/rules.js';
import { endMaintenanceWindows } from './maintenanceEnd.js';
import { sweepForecastRules } from './forecastRules.js';

/** What one sweep of a system did. */
export interface SweepResult {
  transitions: OnlineTransition[];
  events: CreatedEvent[];
}

/**
 * The offline sweep of one system at `nowMs`: online/offline transitions with their events (routed
 * by the offline rules), and the delayed alarms whose delay ran out with no further sample (the
 * later check of docs/ARCHITECTURE.md), and conditions still true when their rule's schedule opened, the early-warning rules' forecasts; then the maintenance windows that ended
 * (their summary, and what they held that is still true). Every new routed event is published once, at the end.
 */
export async function sweepSystem(systemId: string, nowMs: number): Promise<SweepResult> {
  const [devices, rules, timeZone] = await Promise.all([
    readSweepDevices(systemId),
    listRules(systemId),
    readSystemTimeZone(systemId),
  ]);
  const transitions = sweepTransitions(devices, nowMs);
  const events: CreatedEvent[] = [];
  for (const t of transitions) {
    const created = await applyTransition(systemId, t.sn, (device) => {
      const writes = planTransition(systemId, device, t);
      if (!writes) return null;
      const name = device.alias || t.sn;
      return {
        ...writes,
        event: t.raiseEvent ? transitionEvent(t, name, offlineRouteFor(rules, device), nowMs) : null,
      };
    });
    if (created) events.push(created);
  }
  for (const { ruleId, sn } of dueDelayedAlarms(rules, nowMs, timeZone)) {
    // No new sample: only the pending delay (or schedule opening) is checked, on the latest sample.
    const run = { mode: 'live' as const, samples: [], previous: undefined };
    const decide: RuleDecider = (rule, device) =>
      decideRule(ruleId, rule, device, rule.state[sn], { ...run, previous: device.sample }, nowMs, timeZone);
    events.push(...(await applyRuleToDevice(systemId, ruleId, sn, decide, nowMs)));
  }
  events.push(...(await sweepForecastRules(systemId, rules, nowMs, timeZone)));
  await publishNotifications(systemId, events);
  await endMaintenanceWindows(systemId, nowMs, timeZone);
  return { transitions, events };
}

/** Sweeps every system; one failing system is logged and does not stop the others. */
export async function sweepAllSystems(nowMs: number): Promise<void> {
  for (const id of await listSystemIds()) {
    try {
      await sweepSystem(id, nowMs);
    } catch (e) {
      logger.error(`offline sweep of system ${id} failed`, { error: String(e) });
    }
  }
}
