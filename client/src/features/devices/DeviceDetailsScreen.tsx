import { observer } from 'mobx-react-lite';
import { Fragment } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { useRead } from '../../stores/useLive';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';
import { deviceStatus } from './deviceStatus';
import { SignalIcon } from './SignalIcon';
import { timeAgo } from './timeAgo';
import { typeOfSegment } from './devicePaths';

const TITLES = { SENSOR: 'Sensor', VIRTUAL: 'Virtual sensor', GATEWAY: 'Gateway' } as const;

/** A device's details: its latest values, online state, signal and what its info document says. */
const DeviceDetailsScreen = observer(function DeviceDetailsScreen() {
  const { sn = '' } = useParams();
  const type = typeOfSegment(useLocation().pathname.split('/')[3]);
  const { systemId, system, devices } = useSystemDevices();
  const { auth, clock } = useStores();
  const isAdmin = !!auth.email && !!system?.admin.includes(auth.email);
  const device = devices.devices.find((d) => d.sn === sn && d.type === type);
  const info = useRead<object | undefined>(
    (t) =>
      type === 'GATEWAY'
        ? t.readGatewayInfo(sn)
        : type === 'SENSOR'
          ? t.readSensorInfo(sn)
          : Promise.resolve(undefined),
    [type, sn],
  );
  const title = `${TITLES[type]} ${device?.alias || sn}`;
  // The same status, signal and age as the device list (one function for both).
  const status = device ? deviceStatus(device, devices.sensors, clock.now) : undefined;
  const values = status?.values ?? [];
  const infoEntries = Object.entries(info.value ?? {}).filter(
    ([k, v]) =>
      !['id', 'ref', 'keyHash', 'systemId', 'claimHash'].includes(k) &&
      (typeof v === 'string' || typeof v === 'number'),
  );
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title={title} />
      {devices.loaded && !device ? (
        <p className="notice error" role="alert">
          No {TITLES[type].toLowerCase()} {sn} in this system.
        </p>
      ) : device ? (
        <>
          {isAdmin && (
            <p className="screen-actions">
              <Link to="edit">Manage</Link>
            </p>
          )}
          <dl className="facts">
            <dt>Serial number</dt>
            <dd>{device.sn}</dd>
            <dt>Latest values</dt>
            <dd data-testid={`details-values-${device.sn}`}>
              {values.map((v, i) => (
                <span key={i} className={`value ${v.isError ? 'color-error' : ''}`}>
                  {v.text}
                </span>
              ))}
            </dd>
            <dt>Status</dt>
            <dd data-testid="details-status">{status?.online ? 'Online' : 'Offline'}</dd>
            <dt>Signal</dt>
            <dd>{status?.signal ? <SignalIcon signal={status.signal} /> : '—'}</dd>
            <dt>Updated</dt>
            <dd>{timeAgo(status?.lastSeen, clock.now)}</dd>
            {device.tags.length > 0 && (
              <>
                <dt>Tags</dt>
                <dd>{device.tags.join(', ')}</dd>
              </>
            )}
            {infoEntries.map(([k, v]) => (
              <Fragment key={k}>
                <dt>{k}</dt>
                <dd>{String(v)}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      ) : (
        <p role="status">Loading…</p>
      )}
    </section>
  );
});
export default DeviceDetailsScreen;
