import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { LoadState } from '../../app/LoadState';
import { pathFor } from '../../app/routeTable';
import type { LoadedEvent } from '../../data/events';
import { useStores } from '../../stores/StoreContext';
import { useLive } from '../../stores/useLive';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';
import { EventList } from './EventList';

/** A system's latest events, live, newest first. */
const EventsScreen = observer(function EventsScreen({ systemId }: { systemId: string }) {
  const { devices } = useSystemDevices(systemId);
  const { eventBadge } = useStores();
  const events = useLive<LoadedEvent[]>((t, cb) => t.watchEvents(systemId, cb), [systemId]);
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Events">
        <p className="screen-actions">
          <span>{eventBadge.count} not acknowledged</span>
          <Link to={pathFor('createevent', { systemId })}>Create event</Link>
        </p>
      </SystemHeading>
      <LoadState state={events}>
        {(list) => <EventList systemId={systemId} events={list} devices={devices.devices} />}
      </LoadState>
    </section>
  );
});
export default inSystem('Events', EventsScreen);
