import { TOAST_BUTTONS } from '@neuron/shared';
import type { EventView } from '../models';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';

/** A system the user belongs to, as the toast names it. */
export interface ToastedSystem {
  id: string;
  name: string;
}

/**
 * How far before the listener's start an alarm may have begun and still be new to this page: a
 * first answer from the local cache can miss an alarm the server's answer then brings, which
 * must not toast as new when it is hours old.
 */
export const ALARM_TOAST_WINDOW_MS = 60_000;

/** The key a live alarm and its push message share, so the page toasts it once (UiStore.showToastOnce). */
export const eventToastKey = (systemId: string, eventId: string) => `${systemId}/${eventId}`;

/**
 * A new alarm in any of the user's systems shows a toast in whatever page is open, from the live
 * events (one listener per system on the events waiting for an acknowledgement, the Events
 * badge's query), once: the alarms already there when a listener starts are not new, and a push
 * message for the same event (the service worker's) is not toasted a second time.
 */
export class AlarmToastStore {
  private readonly listeners = new Map<string, { stop: () => void; since: number; seen: Set<string> | null }>();
  private names = new Map<string, string>();

  constructor(
    private readonly transport: Pick<Transport, 'watchUnacknowledgedEvents'>,
    private readonly ui: Pick<UiStore, 'showToastOnce'>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Listens to these systems (starting new listeners, stopping those of systems left). */
  follow(systems: readonly ToastedSystem[]): void {
    this.names = new Map(systems.map((s) => [s.id, s.name]));
    for (const [id, l] of this.listeners) {
      if (this.names.has(id)) continue;
      l.stop();
      this.listeners.delete(id);
    }
    for (const { id } of systems) {
      if (this.listeners.has(id)) continue;
      const entry = { stop: () => {}, since: this.clock(), seen: null as Set<string> | null };
      this.listeners.set(id, entry);
      entry.stop = this.transport.watchUnacknowledgedEvents(id, (events) => this.arrived(id, entry, events));
    }
  }

  private arrived(systemId: string, entry: { since: number; seen: Set<string> | null }, events: EventView[]) {
    const alarms = events.filter((e) => e.kind === 'alarm');
    if (entry.seen === null) {
      // The first answer: what was waiting already is not news.
      entry.seen = new Set(alarms.map((e) => e.id));
      return;
    }
    for (const e of alarms) {
      if (entry.seen.has(e.id)) continue;
      entry.seen.add(e.id);
      if (e.time < entry.since - ALARM_TOAST_WINDOW_MS) continue;
      const name = this.names.get(systemId)?.trim() || systemId;
      this.ui.showToastOnce(eventToastKey(systemId, e.id), {
        text: `${name}: ${e.text}`,
        color: 'warning',
        redirect: `/systems/${encodeURIComponent(systemId)}/events/${encodeURIComponent(e.id)}`,
        buttonText: TOAST_BUTTONS.open,
      });
    }
  }

  /** Stops every listener (sign-out). */
  dispose(): void {
    for (const l of this.listeners.values()) l.stop();
    this.listeners.clear();
  }
}
