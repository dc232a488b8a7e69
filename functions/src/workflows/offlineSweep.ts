import { readSweepDevices } from '../data/devicesOnline.js';
import { publishNotifications, type CreatedEvent } from '../data/events.js';
import { listRules } from '../data/rules.js';
import { forEachSystemIdPage, readSystemTimeZone } from '../data/systems.js';
import { sweepDevicesOf, sweepTransitions, type OnlineTransition } from '../domain/offline.js';
import { dueDelayedAlarms } from '../domain/rules.js';
import { SWEEP_TOPIC, type SystemJobMessage } from '../domain/systemJobs.js';
import { applyPresenceTransitions, judgePendingDelay } from './dueChecks.js';
import { publishPerSystem, runForSystem } from './systemFanOut.js';
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
 * by the offline rules), the delayed alarms whose delay ran out with no further sample, and
 * conditions still true when their rule's schedule opened. Every new routed event is published
 * once, at the end. (Early warnings and the ends of maintenance windows are jobs of their own:
 * workflows/earlyWarnings.ts, workflows/maintenanceEnd.ts.)
 */
export async function sweepSystem(systemId: string, nowMs: number): Promise<SweepResult> {
  const [devices, rules, timeZone] = await Promise.all([
    readSweepDevices(systemId, sweepDevicesOf),
    listRules(systemId),
    readSystemTimeZone(systemId),
  ]);
  const transitions = sweepTransitions(devices, nowMs);
  const events = await applyPresenceTransitions(systemId, transitions, rules, nowMs);
  for (const { ruleId, sn } of dueDelayedAlarms(rules, devices, nowMs, timeZone)) {
    events.push(...(await judgePendingDelay(systemId, ruleId, sn, nowMs, timeZone)));
  }
  await publishNotifications(systemId, toNotify(events));
  // The safety net of the counts: changes whose fold timer was lost are folded here, at the latest.
  await foldSummary(systemId, nowMs);
  return { transitions, events };
}

/** The scheduled run: one message per system on SWEEP_TOPIC (`systemSweep` sweeps each). */
export async function fanOutSweep(nowMs: number): Promise<number> {
  return publishPerSystem(SWEEP_TOPIC, nowMs, forEachSystemIdPage);
}

/** One system's message: its sweep, a failure logged (the next sweep, five minutes on, is the retry). */
export async function sweepFromMessage(message: SystemJobMessage): Promise<void> {
  await runForSystem('offline sweep', message, sweepSystem);
}
