import type { Event } from '@neuron/shared';

/** An event's kind in words (the filter's options, the event page): never the stored word. */
export const EVENT_KIND_LABELS: Record<Event['kind'], string> = {
  alarm: 'Alarm',
  alarm_cleared: 'Alarm cleared',
  offline: 'Offline',
  online: 'Back online',
  error: 'Error',
  error_cleared: 'Error cleared',
  manual: 'Manual',
};
