import { observer } from 'mobx-react-lite';
import { EVENT_KINDS, EVENT_KIND_LABELS as KIND_LABELS, type Event } from '@neuron/shared';
import type { DeviceView } from '../../stores/models';
import type { EventsPageStore } from '../../stores/events/EventsPageStore';
import { Select } from '../forms/Select';

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
      <Select<Event['kind'] | ''>
        id="events-kind"
        value={page.filter.kind ?? ''}
        onChange={(kind) => page.setFilter({ kind: kind || null })}
        options={[{ value: '', label: 'All kinds' }, ...EVENT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))]}
      />
      <label htmlFor="events-device">Device</label>
      <Select
        id="events-device"
        value={page.filter.deviceSn ?? ''}
        onChange={(sn) => page.setFilter({ deviceSn: sn || null })}
        options={[
          { value: '', label: 'All devices' },
          ...(devicesLoaded ? [] : [{ value: '', label: 'Loading devices…', disabled: true }]),
          ...devices.map((d) => ({ value: d.sn, label: d.alias || d.sn })),
        ]}
      />
    </div>
  );
});
