import { lastEndedOccurrence, SystemSchema, systemTimeZone } from '@neuron/shared';
import { readChannels } from '../data/channels.js';
import { listDevices } from '../data/devices.js';
import { publishNotifications } from '../data/events.js';
import {
  claimMaintenanceSummary,
  releaseMaintenanceSummary,
  listMaintenanceWindows,
  markHeldSummarized,
  readHeldEvents,
  releaseHeldEvents,
} from '../data/maintenance.js';
import { forEachSystemIdHolding, readSystemData, readSystemTimeZone } from '../data/systems.js';
import {
  heldLoseTheirEnd,
  maintenanceSummaryContent,
  planMaintenanceEnd,
  summaryDue,
  summaryMarkerId,
  unsummarized,
  type HeldEvent,
} from '../domain/maintenance.js';
import { MAINTENANCE_END_TOPIC, type SystemJobMessage } from '../domain/systemJobs.js';
import { deliverContent } from './deliverNotification.js';
import { createdEvent, toNotify } from '../domain/events.js';
import { publishPerSystem, runForSystem } from './systemFanOut.js';

/** "26 Nov 14:05" in the system's zone, for the summary's lines. */
function timeTextIn(timeZone: string): (ms: number) => string {
  const f = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (ms) => f.format(new Date(ms));
}

/**
 * Sends what a window held (pure decisions in `planMaintenanceEnd`): the held events still true
 * now (an alarm still active, a device still offline) are released through the deliver path, and
 * one summary of everything held goes to every channel those events were routed to, once per
 * marker (`end`: the occurrence's). False when nothing was held.
 */
async function sendHeld(
  systemId: string,
  windowId: string,
  windowName: string,
  end: number,
  held: HeldEvent[],
  timeZone: string,
): Promise<boolean> {
  if (held.length === 0) return false;
  const [devices, system] = await Promise.all([listDevices(systemId), readSystemData(systemId)]);
  const systemName = SystemSchema.safeParse(system ?? {}).data?.name || systemId;
  const bySn = new Map(devices.map((d) => [d.sn, d]));
  const plan = planMaintenanceEnd(windowName, systemName, held, bySn, timeTextIn(timeZone));
  if (!plan) return false;
  await releaseHeldEvents(systemId, plan.release);
  const released = held.filter((e) => plan.release.includes(e.id));
  await publishNotifications(systemId, toNotify(released.map((e) => createdEvent(e.id, e))));
  const markerId = summaryMarkerId(windowId, end);
  const channels = await readChannels(systemId, plan.channels, `maintenance window ${windowId}`);
  await deliverContent(
    systemId,
    markerId,
    channels,
    maintenanceSummaryContent(systemId, systemName, markerId, end, plan),
  );
  return true;
}

/**
 * The scheduled run (`maintenanceWindowEnds`, every 5 minutes): one message per system that has a
 * maintenance window (a collection-group listing of the windows; systems without one cost
 * nothing) on MAINTENANCE_END_TOPIC, which `systemMaintenanceEnds` takes. Returns the messages sent.
 */
export async function fanOutMaintenanceEnds(nowMs: number): Promise<number> {
  return publishPerSystem(MAINTENANCE_END_TOPIC, nowMs, (pageSize, each) =>
    forEachSystemIdHolding('maintenanceWindows', pageSize, each),
  );
}

/** One system's message: its windows' ends, a failure logged (the next run is the retry). */
export async function maintenanceEndsFromMessage(message: SystemJobMessage): Promise<void> {
  await runForSystem('maintenance window ends', message, endMaintenanceWindows);
}

/**
 * The end of each maintenance window occurrence that ended by `nowMs` and was not summarized yet
 * (`maintenanceWindowEnds`, through `maintenanceEndsFromMessage`): claimed once, then what it held is sent (`sendHeld`); events a summary
 * already listed when the window was edited are left out. Occurrences are read in the system's
 * zone. Returns the summaries sent.
 */
export async function endMaintenanceWindows(systemId: string, nowMs: number): Promise<number> {
  const [windows, timeZone] = await Promise.all([listMaintenanceWindows(systemId), readSystemTimeZone(systemId)]);
  let sent = 0;
  for (const { id, window } of windows) {
    const ended = lastEndedOccurrence(window, timeZone, nowMs);
    if (!ended || !summaryDue(window.summarizedEnd, ended.end)) continue;
    if (!(await claimMaintenanceSummary(systemId, id, ended.end, summaryDue))) continue;
    try {
      const held = unsummarized(await readHeldEvents(systemId, id, ended.end), undefined);
      if (await sendHeld(systemId, id, window.name, ended.end, held, timeZone)) sent++;
    } catch (e) {
      // The claim is undone, so the job's next run sends what this one could not (deliveries
      // already made are claimed per event and channel, and are not made twice).
      await releaseMaintenanceSummary(systemId, id, ended.end, window.summarizedEnd);
      throw e;
    }
  }
  return sent;
}

/**
 * A window was removed, or its start, end, repeat or until edited (the trigger passes the
 * document before and after): what it held would never reach the end the sweep computes, so it
 * is sent at once, with the summary its end would have sent, and marked summarized.
 */
export async function maintenanceWindowWritten(
  systemId: string,
  windowId: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Promise<void> {
  if (!heldLoseTheirEnd(before, after)) return;
  const held = unsummarized(await readHeldEvents(systemId, windowId), before?.summarizedEnd);
  if (held.length === 0) return;
  const system = SystemSchema.safeParse((await readSystemData(systemId)) ?? {}).data;
  const end = Math.max(...held.map((e) => e.maintenance?.end ?? 0));
  const name = typeof before?.name === 'string' ? before.name : windowId;
  await sendHeld(systemId, windowId, name, end, held, systemTimeZone(system));
  await markHeldSummarized(
    systemId,
    held.map((e) => e.id),
  );
}
