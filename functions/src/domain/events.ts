import type { Event } from '@neuron/shared';

/** An event raised by the functions (never acknowledged yet, created by no user). */
export function raisedEvent(fields: Omit<Event, 'acknowledgedBy' | 'acknowledgedAt' | 'createdBy'>): Event {
  return { ...fields, acknowledgedBy: null, acknowledgedAt: null, createdBy: null };
}
