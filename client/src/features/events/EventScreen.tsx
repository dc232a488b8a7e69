import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useRead } from '../../stores/useLive';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';

/** One event in detail. */
const EventScreen = observer(function EventScreen() {
  const { eventId = '' } = useParams();
  const { systemId, devices } = useSystemDevices();
  const event = useRead((t) => t.readEvent(systemId, eventId), [systemId, eventId]);
  const e = event.value;
  const device = e?.deviceSn ? devices.devices.find((d) => d.sn === e.deviceSn) : undefined;
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Event" />
      {!event.loaded ? (
        <p role="status">Loading…</p>
      ) : !e ? (
        <p className="notice error" role="alert">
          Event {eventId} not found.
        </p>
      ) : (
        <dl className="facts">
          <dt>What</dt>
          <dd>{e.text}</dd>
          <dt>When</dt>
          <dd>{new Date(e.time).toLocaleString()}</dd>
          <dt>Kind</dt>
          <dd>{e.kind}</dd>
          {e.deviceSn && (
            <>
              <dt>Device</dt>
              <dd>{device?.alias || e.deviceSn}</dd>
            </>
          )}
          {e.value !== null && (
            <>
              <dt>Value</dt>
              <dd>{e.value}</dd>
            </>
          )}
          <dt>Acknowledged</dt>
          <dd>
            {e.acknowledgedAt === null
              ? 'Not yet'
              : `${new Date(e.acknowledgedAt).toLocaleString()}${e.acknowledgedBy ? ` by ${e.acknowledgedBy}` : ''}`}
          </dd>
        </dl>
      )}
    </section>
  );
});
export default EventScreen;
