import { observer } from 'mobx-react-lite';
import { awaitsAcknowledgement } from '@neuron/shared';
import { Link } from 'react-router-dom';
import type { EventView } from '../../stores/models';

/** Events, newest first, each linking to its details; those waiting for an acknowledgement marked. */
export const EventList = observer(function EventList({
  systemId,
  events,
  nameOf,
  filtered = false,
}: {
  systemId: string;
  events: EventView[];
  /** A device's name (its serial until it has been read). */
  nameOf: (sn: string) => string;
  /** A kind or device filter is set: an empty list then says the filter matched nothing. */
  filtered?: boolean;
}) {
  if (events.length === 0)
    return <p className="empty">{filtered ? 'No events match this filter.' : 'No events yet.'}</p>;
  const alias = (sn: string | null) => (sn ? nameOf(sn) : '');
  return (
    <ul className="plain-list event-list">
      {events.map((e) => (
        <li key={e.id} className={awaitsAcknowledgement(e) ? 'unacknowledged' : undefined}>
          <time dateTime={new Date(e.time).toISOString()}>{new Date(e.time).toLocaleString()}</time>{' '}
          <Link to={`/systems/${encodeURIComponent(systemId)}/events/${encodeURIComponent(e.id)}`}>{e.text}</Link>{' '}
          <span className="card-meta">
            {alias(e.deviceSn)}
            {awaitsAcknowledgement(e) && ' · not acknowledged'}
          </span>
        </li>
      ))}
    </ul>
  );
});
