import type { Event } from '@neuron/shared';

/** An event raised by the functions (never acknowledged yet, created by no user). */
export function raisedEvent(fields: Omit<Event, 'acknowledgedBy' | 'acknowledgedAt' | 'createdBy'>): Event {
  return { ...fields, acknowledgedBy: null, acknowledgedAt: null, createdBy: null };
}

/** A new event as the pipeline publishes it: its id and the channels it routes to. */
export interface CreatedEvent {
  eventId: string;
  channels: string[];
}

/** An event just created, with its targets: the channels on the event (its rule's, copied when raised). */
export function createdEvent(eventId: string, event: Pick<Event, 'channels'>): CreatedEvent {
  return { eventId, channels: event.channels ?? [] };
}

/** The new events someone is told of: those routed to at least one channel (the others stay silent). */
export function toNotify(created: readonly CreatedEvent[]): CreatedEvent[] {
  return created.filter((c) => c.channels.length > 0);
}

/**
 * The rule whose channels an event is delivered through: its own rule's (a manual event, or one
 * no rule raised, goes to no channel); null: nothing to deliver.
 */
export function deliveryRule(event: Pick<Event, 'ruleId'>): string | null {
  return event.ruleId ?? null;
}
