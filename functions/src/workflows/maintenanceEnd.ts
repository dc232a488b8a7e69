import { lastEndedOccurrence, SystemSchema } from '@neuron/shared';
import { readChannels } from '../data/channels.js';
import { listDevices } from '../data/deviceLatest.js';
import { publishNotifications } from '../data/events.js';
import {
  claimMaintenanceSummary,
  listMaintenanceWindows,
  readHeldEvents,
  releaseHeldEvents,
} from '../data/maintenance.js';
import { readSystemData } from '../data/systems.js';
import { maintenanceSummaryContent, planMaintenanceEnd, summaryDue, summaryMarkerId } from '../domain/maintenance.js';
import { deliverContent } from './deliverNotification.js';

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
 * The end of each maintenance window occurrence that ended by `nowMs` and was not summarized yet
 * (the sweep calls it): claimed once, then what it held is released where still true (an alarm
 * still active, a device still offline: sent now through the deliver path) and one summary of
 * everything held goes to every channel those events were routed to. Returns the summaries sent.
 */
export async function endMaintenanceWindows(systemId: string, nowMs: number, timeZone: string): Promise<number> {
  const windows = await listMaintenanceWindows(systemId);
  let sent = 0;
  for (const { id, window } of windows) {
    const ended = lastEndedOccurrence(window, timeZone, nowMs);
    if (!ended || !summaryDue(window.summarizedEnd, ended.end)) continue;
    if (!(await claimMaintenanceSummary(systemId, id, ended.end, summaryDue))) continue;
    const [held, devices, system] = await Promise.all([
      readHeldEvents(systemId, id, ended.end),
      listDevices(systemId),
      readSystemData(systemId),
    ]);
    const systemName = SystemSchema.safeParse(system ?? {}).data?.name || systemId;
    const bySn = new Map(devices.map((d) => [d.sn, d]));
    const plan = planMaintenanceEnd(window.name, systemName, held, bySn, timeTextIn(timeZone));
    if (!plan) continue;
    await releaseHeldEvents(systemId, plan.release);
    const released = held.filter((e) => plan.release.includes(e.id));
    await publishNotifications(
      systemId,
      released.map((e) => ({ eventId: e.id, channels: e.channels ?? [] })),
    );
    const markerId = summaryMarkerId(id, ended.end);
    const channels = await readChannels(systemId, plan.channels, `maintenance window ${id}`);
    await deliverContent(
      systemId,
      markerId,
      channels,
      maintenanceSummaryContent(systemId, systemName, markerId, ended.end, plan),
    );
    sent++;
  }
  return sent;
}
