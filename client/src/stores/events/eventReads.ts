import type { EventView } from '../models';
import { useLiveDocument, type LiveValue } from '../useLive';

/** One event, live (an acknowledgement made anywhere shows at once); value undefined: not found. */
export function useEvent(systemId: string, eventId: string): LiveValue<EventView> {
  return useLiveDocument<EventView>(
    (t, onChange, onError) => t.watchEvent(systemId, eventId, onChange, onError),
    [systemId, eventId],
  );
}
