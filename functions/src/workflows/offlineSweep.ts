import { logger } from 'firebase-functions/v2';
import { readSweepDevices } from '../data/devicesOnline.js';
import { publishNotifications, type CreatedEvent } from '../data/events.js';
import { listRules } from '../data/rules.js';
import { listSystemIds, readSystemTimeZone } from '../data/systems.js';
import { sweepDevicesOf, sweepTransitions, type OnlineTransition } from '../domain/offline.js';
import { dueDelayedAlarms } from '../domain/rules.js';
import { applyPresenceTransitions, judgePendingDelay } from './dueChecks.js';
import { endMaintenanceWindows } from './maintenanceEnd.js';
import { sweepForecastRules } from './forecastRules.js';
import { toNotify } from '../domain/events.js';

/** What one sweep of a system did. */
export interface SweepResult {
  transitions: OnlineTransition[];
  events: CreatedEvent[];
}

/**
 * The offline sweep of one system at `nowMs` (the safety net of the exact timers, workflows/timers.ts,
 * with the same checks, workflows/dueChecks.ts): online/offline transitions with their events (routed
 * by the offline rules), and the delayed alarms whose delay ran out with no further sample (the
 * later check of docs/ARCHITECTURE.md), and conditions still true when their rule's schedule opened, the early-warning rules' forecasts; then the maintenance windows that ended
 * (their summary, and what they held that is still true). Every new routed event is published once, at the end.
 */
export async function sweepSystem(systemId: string, nowMs: number): Promise<SweepResult> {
  const [devices, rules, timeZone] = await Promise.all([
    readSweepDevices(systemId, (read, infos) => sweepDevicesOf(systemId, read, infos)),
    listRules(systemId),
    readSystemTimeZone(systemId),
  ]);
  const transitions = sweepTransitions(devices, nowMs);
  const events = await applyPresenceTransitions(systemId, transitions, rules, nowMs);
  for (const { ruleId, sn } of dueDelayedAlarms(rules, nowMs, timeZone)) {
    events.push(...(await judgePendingDelay(systemId, ruleId, sn, nowMs, timeZone)));
  }
  events.push(...(await sweepForecastRules(systemId, rules, nowMs, timeZone)));
  await publishNotifications(systemId, toNotify(events));
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
