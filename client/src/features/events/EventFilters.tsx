import { observer } from 'mobx-react-lite';
import { EVENT_KINDS, EVENT_KIND_LABELS as KIND_LABELS, type Event } from '@neuron/shared';
import type { DeviceView } from '../../stores/models';
import type { EventsPageStore } from '../../stores/events/EventsPageStore';

/** The events list's filters: kind and device (each restarts at the newest page). */
export const EventFilters = observer(function EventFilters({
  page,
  devices,
  devicesLoaded = true,
}: {
  page: EventsPageStore;
  devices: DeviceView[];
  /** False while the system's devices are read: the picker says so rather than offering none. */
  devicesLoaded?: boolean;
}) {
  return (
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
        {!devicesLoaded && (
          <option value="" disabled>
            Loading devices…
          </option>
        )}
        {devices.map((d) => (
          <option key={d.sn} value={d.sn}>
            {d.alias || d.sn}
          </option>
        ))}
      </select>
    </div>
  );
});
