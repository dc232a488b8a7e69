import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { DEVICE_TYPES, EVENT_KINDS, EVENT_KIND_LABELS as KIND_LABELS, type Event } from '@neuron/shared';
import type { EventsPageStore } from '../../stores/events/EventsPageStore';
import { useDeviceLookup } from '../../stores/devices/useDeviceLookup';
import { DevicePicker } from '../devices/DevicePicker';
import { Select } from '../forms/Select';

/**
 * The events list's filters: kind and device (each restarts at the newest page). The device is
 * picked from a system of any size with a device picker, which reads nothing until it is opened.
 */
export const EventFilters = observer(function EventFilters({
  systemId,
  page,
  nameOf,
}: {
  systemId: string;
  page: EventsPageStore;
  /** The name of a device (its serial until it has been read). */
  nameOf: (sn: string) => string;
}) {
  const [open, setOpen] = useState(false);
  const deviceSn = page.filter.deviceSn;
  return (
    <div className="screen-actions" role="group" aria-label="Filter events">
      <label htmlFor="events-kind">Kind</label>
      <Select<Event['kind'] | ''>
        id="events-kind"
        value={page.filter.kind ?? ''}
        onChange={(kind) => page.setFilter({ kind: kind || null })}
        options={[{ value: '', label: 'All kinds' }, ...EVENT_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))]}
      />
      <details className="device-filter" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>Device: {deviceSn ? nameOf(deviceSn) : 'All devices'}</summary>
        {open && (
          <EventDevicePicker systemId={systemId} picked={deviceSn} onPick={(sn) => page.setFilter({ deviceSn: sn })} />
        )}
      </details>
    </div>
  );
});

const EventDevicePicker = observer(function EventDevicePicker({
  systemId,
  picked,
  onPick,
}: {
  systemId: string;
  picked: string | null;
  onPick: (sn: string | null) => void;
}) {
  const sns = picked ? [picked] : [];
  const lookup = useDeviceLookup(systemId, DEVICE_TYPES, sns);
  return (
    <DevicePicker
      lookup={lookup}
      id="events-device"
      label="Find a device"
      mode="one"
      none="All devices"
      picked={sns}
      onChange={([sn]) => onPick(sn ?? null)}
      empty="This system has no devices yet."
    />
  );
});
