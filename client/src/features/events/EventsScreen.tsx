import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { EVENT_KINDS, type Event } from '@neuron/shared';
import { EventsPageStore } from '../../stores/EventsPageStore';
import { useStores } from '../../stores/StoreContext';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';
import { NotifyMeOnThisDevice } from '../notifications/NotifyMeOnThisDevice';
import { EventList } from './EventList';

const KIND_LABELS: Record<Event['kind'], string> = {
  alarm: 'Alarm',
  alarm_cleared: 'Alarm cleared',
  offline: 'Offline',
  online: 'Back online',
  error: 'Error',
  manual: 'Manual',
};

/** A system's events, newest first, ten a page, filtered by kind and device, live. */
const EventsScreen = observer(function EventsScreen() {
  const { systemId, devices } = useSystemDevices();
  const { eventBadge, transport } = useStores();
  const [page] = useState(() => new EventsPageStore(transport));
  useEffect(() => {
    if (systemId === '-') return;
    page.start(systemId);
    return () => page.dispose();
  }, [page, systemId]);
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
      {systemId === '-' ? null : (
        <>
          <div className="screen-actions" role="group" aria-label="Filter events">
            <label htmlFor="events-kind">Kind</label>
            <select
              id="events-kind"
              value={page.filter.kind ?? ''}
              onChange={(e) => page.setFilter({ kind: (e.target.value || null) as Event['kind'] | null })}
            >
              <option value="">All kinds</option>
              {EVENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {KIND_LABELS[k]}
                </option>
              ))}
            </select>
            <label htmlFor="events-device">Device</label>
            <select
              id="events-device"
              value={page.filter.deviceSn ?? ''}
              onChange={(e) => page.setFilter({ deviceSn: e.target.value || null })}
            >
              <option value="">All devices</option>
              {[...devices.sensors, ...devices.virtuals, ...devices.gateways].map((d) => (
                <option key={d.sn} value={d.sn}>
                  {d.alias || d.sn}
                </option>
              ))}
            </select>
          </div>
          {page.events.some((e) => e.kind === 'alarm') && (
            <NotifyMeOnThisDevice prompt="Get alarms like these as notifications, even when Neuron is closed." />
          )}
          {!page.loaded ? (
            <p role="status">Loading…</p>
          ) : (
            <EventList systemId={systemId} events={page.events} devices={devices.devices} />
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
        </>
      )}
    </section>
  );
});
export default EventsScreen;
