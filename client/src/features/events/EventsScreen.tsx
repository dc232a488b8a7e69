import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { pathFor } from '../../app/routeTable';
import { useFeature, useStores } from '../../stores/StoreContext';
import { eventsFeature } from '../../stores/events/EventStore';
import { newEventsPage } from '../../stores/events/EventsPageStore';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';
import { useLiveDevices } from '../devices/useLiveDevices';
import { NotifyMeOnThisDevice } from '../notifications/NotifyMeOnThisDevice';
import { EventFilters } from './EventFilters';
import { EventList } from './EventList';

/** A system's events, newest first, ten a page, filtered by kind and device, live. */
const EventsScreen = observer(function EventsScreen({ systemId }: { systemId: string }) {
  // Only the devices the page names are read (by serial), never the system's list.
  const { devices } = useSystemDevices(systemId, 'held');
  const stores = useStores();
  const events = useFeature(eventsFeature);
  const [page] = useState(() => newEventsPage(stores));
  const [ackAllError, setAckAllError] = useState<string | null>(null);
  const [ackAllBusy, setAckAllBusy] = useState(false);
  const badge = stores.eventBadge;
  const acknowledgeAll = async () => {
    setAckAllBusy(true);
    const result = await events.acknowledgeAll(systemId, badge.ids);
    setAckAllBusy(false);
    setAckAllError(result.ok ? null : result.error);
  };
  useEffect(() => {
    page.start(systemId);
    return () => page.dispose();
  }, [page, systemId]);
  const named = page.events.flatMap((e) => (e.deviceSn ? [e.deviceSn] : []));
  useLiveDevices(page.filter.deviceSn ? [page.filter.deviceSn, ...named] : named);
  const nameOf = (sn: string) => devices.device(sn)?.alias || sn;
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Events">
        <p className="screen-actions">
          <span data-testid="events-waiting">{badge.count} not acknowledged</span>
          {badge.count > 0 && badge.systemId === systemId && (
            <button type="button" className="button" disabled={ackAllBusy} onClick={() => void acknowledgeAll()}>
              {ackAllBusy ? 'Acknowledging…' : `Acknowledge all (${badge.count})`}
            </button>
          )}
          <Link to={pathFor('createevent', { systemId })}>Create event</Link>
        </p>
      </SystemHeading>
      {ackAllError && (
        <p className="notice error" role="alert">
          {ackAllError}
        </p>
      )}
      <EventFilters systemId={systemId} page={page} nameOf={nameOf} />
      {page.events.some((e) => e.kind === 'alarm') && (
        <NotifyMeOnThisDevice prompt="Get alarms like these as notifications, even when Neuron is closed." />
      )}
      {!page.loaded ? (
        <p role="status">Loading…</p>
      ) : (
        <EventList
          systemId={systemId}
          events={page.events}
          nameOf={nameOf}
          filtered={page.filter.kind != null || page.filter.deviceSn != null}
        />
      )}
      <nav className="screen-actions" aria-label="Event pages">
        <button type="button" className="button" onClick={() => page.newer()} disabled={page.cursors.length === 0}>
          Newer
        </button>
        <span aria-live="polite">Page {page.pageNumber}</span>
        <button type="button" className="button" onClick={() => page.older()} disabled={!page.hasOlder}>
          Older
        </button>
      </nav>
    </section>
  );
});
export default inSystem('Events', EventsScreen);
