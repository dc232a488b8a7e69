import { gatewaysOfSample } from '@neuron/shared';
import { logger } from 'firebase-functions/v2';
import { readPresenceDevices } from '../data/devicesOnline.js';
import { publishNotifications, type CreatedEvent } from '../data/events.js';
import { listRules } from '../data/rules.js';
import { readSystemTimeZone } from '../data/systems.js';
import { sweepDevicesOf, sweepTransitions, type SweepDevice } from '../domain/offline.js';
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
 * down has that gateway checked too (its device and every sensor it heard, as its own timer reads it),
 * so the one grouped event never waits for the sweep when the gateway's timer was lost or set
 * for a later deadline than its last report gives.
 */
async function checkPresence(systemId: string, sn: string, nowMs: number): Promise<CreatedEvent[]> {
  const devices = await withDownGatewaysRead(
    systemId,
    sn,
    await readPresenceDevices(systemId, sn, sweepDevicesOf, gatewaysOfSample),
    nowMs,
  );
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

/**
 * A sensor's read gives its gateways as that one sensor sees them (their own note and this
 * sensor's sample); a gateway whose posts carry fresh samples is noted only every quarter of an
 * hour (domain/gatewayHeard.ts), so one that looks down from there may have delivered other
 * sensors since. Before the sensor going offline is grouped under such a gateway, that gateway is
 * read as its own timer reads it (its device and every sensor it heard), so the sensor is grouped
 * exactly when the sweep would group it. Only then: a sensor's timer that finds it heard, or not
 * under a down gateway, reads nothing more.
 */
async function withDownGatewaysRead(
  systemId: string,
  sn: string,
  devices: SweepDevice[],
  nowMs: number,
): Promise<SweepDevice[]> {
  const under = new Set(
    sweepTransitions(devices, nowMs).flatMap((t) => (t.sn === sn && t.groupedUnder ? [t.groupedUnder] : [])),
  );
  if (under.size === 0) return devices;
  const reads = await Promise.all(
    [...under].map((g) => readPresenceDevices(systemId, g, sweepDevicesOf, gatewaysOfSample)),
  );
  const gateways = new Map(reads.flat().flatMap((d) => (d.type === 'GATEWAY' && under.has(d.sn) ? [[d.sn, d]] : [])));
  return devices.map((d) => gateways.get(d.sn) ?? d);
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
