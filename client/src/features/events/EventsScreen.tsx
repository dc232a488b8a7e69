import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { LoadedEvent } from '../../data/events';
import { useStores } from '../../stores/StoreContext';
import { useLive } from '../../stores/useLive';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';
import { EventList } from './EventList';

/** A system's latest events, live, newest first. */
const EventsScreen = observer(function EventsScreen() {
  const { systemId, devices } = useSystemDevices();
  const { eventBadge } = useStores();
  const events = useLive<LoadedEvent[]>(
    (t, cb) => (systemId === '-' ? () => {} : t.watchEvents(systemId, cb)),
    [systemId],
  );
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Events">
        {systemId !== '-' && (
          <p className="screen-actions">
            <span>{eventBadge.count} not acknowledged</span>
            <Link to={`/systems/${encodeURIComponent(systemId)}/events/new-event`}>Create event</Link>
          </p>
        )}
      </SystemHeading>
      {systemId === '-' ? null : !events.loaded ? (
        <p role="status">Loading…</p>
      ) : (
        <EventList systemId={systemId} events={events.value ?? []} devices={devices.devices} />
      )}
    </section>
  );
});
export default EventsScreen;
