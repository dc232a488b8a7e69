import { EVENT_KIND_LABELS, type Event } from '@neuron/shared';

/** What every channel sends for one event: the same words on push, e-mail, SMS and webhook. */
export interface NotificationContent {
  systemId: string;
  systemName: string;
  eventId: string;
  kind: Event['kind'];
  time: number;
  deviceSn: string | null;
  title: string;
  body: string;
  /** Where the app shows the event (the push click-through). */
  redirect: string;
}

// Headline per event kind (the app's words; a manual note is headed "Event"); the event's own
// text carries the details.
const KIND_TITLES: Record<Event['kind'], string> = { ...EVENT_KIND_LABELS, manual: 'Event' };

/** The path of an event's page in the app (docs/ROUTES.md). */
export const eventPath = (systemId: string, eventId: string) =>
  `/systems/${encodeURIComponent(systemId)}/events/${encodeURIComponent(eventId)}`;

/**
 * Builds the notification for an event of a system. Its title names the system, what happened
 * and the device by its name, with the serial in brackets ("Greenhouse: Alarm Door (S-1003)"),
 * or by its serial alone when it has no name.
 */
export function notificationContent(
  systemId: string,
  systemName: string,
  eventId: string,
  event: Event,
  deviceAlias = '',
): NotificationContent {
  const where = systemName.trim() || systemId;
  const alias = deviceAlias.trim();
  const device = event.deviceSn ? (alias ? ` ${alias} (${event.deviceSn})` : ` ${event.deviceSn}`) : '';
  return {
    systemId,
    systemName,
    eventId,
    kind: event.kind,
    time: event.time,
    deviceSn: event.deviceSn,
    title: `${where}: ${KIND_TITLES[event.kind]}${device}`,
    body: event.text,
    redirect: `/systems/${systemId}`,
  };
}

/** The one-line text of an SMS (providers split long messages; keep it short). */
export function smsText(content: NotificationContent): string {
  const text = `${content.title} - ${content.body}`;
  return text.length > 300 ? `${text.slice(0, 299)}…` : text;
}
