import { gatewaysOfSample } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { readPresenceDevices } from '../data/devicesOnline.js';
import { publishNotifications, type CreatedEvent } from '../data/events.js';
import { listRules } from '../data/rules.js';
import { readSystemTimeZone } from '../data/systems.js';
import { sweepDevicesOf, sweepTransitions } from '../domain/offline.js';
import { presenceDueAt, timerDelivery, timerSubject, type TimerTask } from '../domain/timers.js';
import { foldSummary } from './summaryFold.js';
import { applyPresenceTransitions, judgePendingDelay } from './dueChecks.js';
import { setOfflineTimer, setTimer } from './timerSetting.js';
import { toNotify } from '../domain/events.js';

// Exact timers (docs/CONFIG_EDITS_AND_TIMERS.md, "Exact timers"): set through workflows/timerSetting.ts, run by
// the `dueTimer` task queue (triggers/dueTimer.ts).

/**
 * A device's offline deadline checked at `nowMs` with the sweep's own judgement on the device
 * (and, for grouping, its gateways or a gateway's sensors): the transition and its event when it
 * is due; otherwise, heard from since, the timer for its new deadline. One task per online
 * device is pending at a time, however often it posts. A sensor grouped under a gateway found
 * down has that gateway checked too (the whole system read, as the gateway's own timer reads it),
 * so the one grouped event never waits for the sweep when the gateway's timer was lost or set
 * for a later deadline than its last report gives.
 */
async function checkPresence(systemId: string, sn: string, nowMs: number): Promise<CreatedEvent[]> {
  const devices = await readPresenceDevices(systemId, sn, sweepDevicesOf, gatewaysOfSample);
  const transitions = sweepTransitions(devices, nowMs).filter((t) => t.sn === sn);
  if (transitions.length > 0) {
    const events = await applyPresenceTransitions(systemId, transitions, await listRules(systemId), nowMs);
    const downGateways = new Set(transitions.flatMap((t) => (t.groupedUnder ? [t.groupedUnder] : [])));
    for (const gateway of downGateways) events.push(...(await checkPresence(systemId, gateway, nowMs)));
    return events;
  }
  const device = devices.find((d) => d.sn === sn);
  const next = device ? presenceDueAt(device) : undefined;
  if (next !== undefined && next > nowMs) await setOfflineTimer(systemId, sn, next);
  return [];
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One timer delivered (at least once; on the emulator as soon as it was queued): an early one
 * waits out a short remainder or goes back on the queue (domain/timers.ts `timerDelivery`), then
 * the state it acts on is read again and judged exactly as the sweep would
 * (workflows/dueChecks.ts), at its due time or later.
 */
export async function runTimer(
  task: TimerTask,
  now: () => number = Date.now,
  wait: (ms: number) => Promise<void> = pause,
): Promise<void> {
  const delivery = timerDelivery(task, now());
  if (delivery.act === 'leave') {
    logger.info(
      `timer ${task.kind} of ${timerSubject(task)} due at ${task.dueAt} delivered early again; left to the sweep`,
    );
    return;
  }
  if (delivery.act === 'requeue') return setTimer(delivery.task);
  if (delivery.act === 'wait') await wait(delivery.ms);
  const nowMs = Math.max(now(), task.dueAt);
  if (task.kind === 'summary') return void (await foldSummary(task.systemId, nowMs));
  const events =
    task.kind === 'rule'
      ? await judgePendingDelay(task.systemId, task.ruleId, task.sn, nowMs, await readSystemTimeZone(task.systemId))
      : await checkPresence(task.systemId, task.sn, nowMs);
  await publishNotifications(task.systemId, toNotify(events));
}
