import { coveringWindow, type Device, type Event, type MaintenanceWindow } from '@neuron/shared';
import type { NotificationContent } from './notifyMessage.js';

/** What the deliver path does with an event: send it, or hold it for a window's occurrence. */
export type HoldDecision = { hold: false } | { hold: true; mark?: { windowId: string; end: number } };

/** What marking an event held writes: the window's mark, and no escalation (nobody was told of it). */
export function heldEventFields(mark: { windowId: string; end: number }): HeldEventFields {
  return { maintenance: mark, escalateAt: null };
}

/** The fields of an event held by a maintenance window's occurrence. */
export interface HeldEventFields {
  maintenance: { windowId: string; end: number };
  escalateAt: null;
}

/**
 * Whether an event's notification waits (pure): one raised while a maintenance window covered
 * its device (or any of the devices it groups) is held, and marked with the window on the first
 * look; one held already stays held until the end of the window released it.
 */
export function holdDecision(
  event: Pick<Event, 'time' | 'deviceSn' | 'deviceSns' | 'maintenance'>,
  windows: readonly { id: string; window: MaintenanceWindow }[],
  timeZone: string,
): HoldDecision {
  if (event.maintenance) return event.maintenance.released ? { hold: false } : { hold: true };
  const covering = coveringWindow(windows, timeZone, event.time, [event.deviceSn, ...(event.deviceSns ?? [])]);
  // Delivered after its occurrence's summary went out (a late delivery): nothing would send it later.
  const summarized = covering && (covering.window.summarizedEnd ?? -Infinity) >= covering.occurrence.end;
  return covering && !summarized
    ? { hold: true, mark: { windowId: covering.id, end: covering.occurrence.end } }
    : { hold: false };
}

/** Whether an occurrence ending at `end` still wants its summary, given the window's `summarizedEnd`. */
export function summaryDue(summarizedEnd: unknown, end: number): boolean {
  return typeof summarizedEnd !== 'number' || summarizedEnd < end;
}

/** A held event as the end of a window reads it. */
export type HeldEvent = { id: string } & Pick<
  Event,
  'time' | 'kind' | 'deviceSn' | 'ruleId' | 'text' | 'channels' | 'maintenance'
>;

/** The fields of a window that decide when its occurrences end. */
const TIMING = ['start', 'end', 'repeat', 'until'] as const;

/**
 * Whether a window's write leaves what it holds without an end to release it (pure): removed, or
 * its start, end, repeat or until changed (its held events are marked with an end computed from
 * the old timing, which the end-of-window sweep would never reach). A rename, a new device list or
 * the functions' own `summarizedEnd` changes nothing.
 */
export function heldLoseTheirEnd(
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): boolean {
  if (!before) return false;
  if (!after) return true;
  return TIMING.some((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
}

/**
 * The held events no summary covered yet (pure): not summarized when their window was edited or
 * removed, and (for a window's summary at an occurrence's end) not ending at or before the
 * window's `summarizedEnd`.
 */
export function unsummarized(held: readonly HeldEvent[], summarizedEnd: unknown): HeldEvent[] {
  const after = typeof summarizedEnd === 'number' ? summarizedEnd : -Infinity;
  return held.filter((e) => !e.maintenance?.summarized && (e.maintenance?.end ?? Infinity) > after);
}

/** What the end of a window's occurrence sends. */
export interface MaintenanceEndPlan {
  /** Held events still true now (an alarm still active, a device still offline): sent as they are. */
  release: string[];
  /** The channels the summary goes to: every channel a held event was routed to. */
  channels: string[];
  title: string;
  body: string;
}

/** Most held events the summary lists one by one. */
export const SUMMARY_LINES = 20;

/**
 * The end of one occurrence (pure): one summary of everything held, to every channel those events
 * were routed to, and the latest alarm or offline event of each rule and device that is still in
 * alarm or offline now, to be sent then. Undefined when nothing was held.
 */
export function planMaintenanceEnd(
  windowName: string,
  systemName: string,
  held: readonly HeldEvent[],
  devices: ReadonlyMap<string, Pick<Device, 'state'>>,
  timeText: (ms: number) => string,
): MaintenanceEndPlan | undefined {
  if (held.length === 0) return undefined;
  const sorted = [...held].sort((a, b) => a.time - b.time);
  const latest = new Map<string, HeldEvent>();
  for (const e of sorted) {
    if (e.deviceSn && (e.kind === 'alarm' || e.kind === 'alarm_cleared')) latest.set(`${e.ruleId}|${e.deviceSn}`, e);
    if (e.deviceSn && (e.kind === 'offline' || e.kind === 'online')) latest.set(`offline|${e.deviceSn}`, e);
  }
  const release = [...latest.values()]
    .filter((e) => {
      const state = e.deviceSn ? devices.get(e.deviceSn)?.state : undefined;
      if (e.kind === 'alarm') return e.ruleId != null && (state?.alarm.includes(e.ruleId) ?? false);
      return e.kind === 'offline' && state?.online === false;
    })
    .map((e) => e.id);
  const channels = [...new Set(sorted.flatMap((e) => e.channels ?? []))];
  const lines = sorted.slice(0, SUMMARY_LINES).map((e) => `${timeText(e.time)} ${e.text}`);
  const more = sorted.length > SUMMARY_LINES ? [`… and ${sorted.length - SUMMARY_LINES} more`] : [];
  const still = release.length > 0 ? [`${release.length} still in alarm or offline: sent now.`] : ['All clear now.'];
  const count = sorted.length === 1 ? '1 notification was' : `${sorted.length} notifications were`;
  return {
    release,
    channels,
    title: `${systemName}: Maintenance "${windowName}" ended`,
    body: [`${count} held during the maintenance:`, ...lines, ...more, ...still].join('\n'),
  };
}

/** The summary as every channel sends it (kind `manual`: a message of the system, not an alarm). */
export function maintenanceSummaryContent(
  systemId: string,
  systemName: string,
  markerId: string,
  end: number,
  plan: MaintenanceEndPlan,
): NotificationContent {
  return {
    systemId,
    systemName,
    eventId: markerId,
    kind: 'manual',
    time: end,
    deviceSn: null,
    title: plan.title,
    body: plan.body,
    redirect: `/systems/${systemId}/events`,
  };
}

/** The delivery marker id of one occurrence's summary (claimed per channel: sent once). */
export function summaryMarkerId(windowId: string, end: number): string {
  return `maintenance_${windowId}_${end}`;
}
