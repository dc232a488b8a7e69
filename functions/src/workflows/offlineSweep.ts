import { logger } from 'firebase-functions/v2';
import { readSweepDevices } from '../data/devicesOnline.js';
import { publishNotifications, type CreatedEvent } from '../data/events.js';
import { listRules } from '../data/rules.js';
import { publishJson } from '../data/pubsub.js';
import { forEachSystemIdPage, readSystemTimeZone } from '../data/systems.js';
import { sweepDevicesOf, sweepTransitions, type OnlineTransition } from '../domain/offline.js';
import { dueDelayedAlarms } from '../domain/rules.js';
import { SWEEP_PAGE_SIZE, SWEEP_TOPIC, type SweepMessage } from '../domain/sweepMessage.js';
import { applyPresenceTransitions, judgePendingDelay } from './dueChecks.js';
import { endMaintenanceWindows } from './maintenanceEnd.js';
import { sweepForecastRules } from './forecastRules.js';
import { toNotify } from '../domain/events.js';
import { foldSummary } from './summaryFold.js';

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
  for (const { ruleId, sn } of dueDelayedAlarms(rules, devices, nowMs, timeZone)) {
    events.push(...(await judgePendingDelay(systemId, ruleId, sn, nowMs, timeZone)));
  }
  events.push(...(await sweepForecastRules(systemId, rules, nowMs, timeZone)));
  await publishNotifications(systemId, toNotify(events));
  await endMaintenanceWindows(systemId, nowMs, timeZone);
  // The safety net of the counts: changes whose fold timer was lost are folded here, at the latest.
  await foldSummary(systemId, nowMs);
  return { transitions, events };
}

/**
 * The scheduled run: one message per system on SWEEP_TOPIC (`systemSweep` sweeps each), read a
 * page of ids at a time, so the run's work is a listing and a publish per system however large
 * the fleet, and each system's sweep is a bounded run of its own; one failing system is retried
 * on its own message's terms and never holds up the others.
 */
export async function fanOutSweep(nowMs: number): Promise<number> {
  let published = 0;
  await forEachSystemIdPage(SWEEP_PAGE_SIZE, async (ids) => {
    await Promise.all(ids.map((systemId) => publishJson(SWEEP_TOPIC, { systemId, nowMs } satisfies SweepMessage)));
    published += ids.length;
  });
  return published;
}

/** One system's message: its sweep, a failure logged (the next sweep, five minutes on, is the retry). */
export async function sweepFromMessage(message: SweepMessage): Promise<void> {
  try {
    await sweepSystem(message.systemId, message.nowMs);
  } catch (e) {
    logger.error(`offline sweep of system ${message.systemId} failed`, { error: String(e) });
  }
}
