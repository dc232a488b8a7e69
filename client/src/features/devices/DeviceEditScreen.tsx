import { observer } from 'mobx-react-lite';
import { Link, useLocation, useParams } from 'react-router-dom';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';
import { deviceDetailsPath, typeOfSegment } from './devicePaths';

const TITLES = { SENSOR: 'Manage sensor', VIRTUAL: 'Manage virtual sensor', GATEWAY: 'Manage gateway' } as const;

/** Manage a device: its current alias, tags, labels and configuration as stored. */
const DeviceEditScreen = observer(function DeviceEditScreen() {
  const { sn = '' } = useParams();
  const type = typeOfSegment(useLocation().pathname.split('/')[3]);
  const { systemId, devices } = useSystemDevices();
  const device = devices.devices.find((d) => d.sn === sn && d.type === type);
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title={`${TITLES[type]} ${device?.alias || sn}`} />
      {devices.loaded && !device ? (
        <p className="notice error" role="alert">
          No device {sn} in this system.
        </p>
      ) : device ? (
        <>
          <dl className="facts">
            <dt>Alias</dt>
            <dd>{device.alias || '—'}</dd>
            <dt>Serial number</dt>
            <dd>{device.sn}</dd>
            <dt>Tags</dt>
            <dd>{device.tags.join(', ') || '—'}</dd>
            <dt>Labels</dt>
            <dd>{device.labels.join(', ') || '—'}</dd>
          </dl>
          <h2>Configuration</h2>
          <pre className="config-json">{JSON.stringify(device.config, null, 2)}</pre>
          <p>
            <Link to={deviceDetailsPath(systemId, device)}>Back to details</Link>
          </p>
        </>
      ) : (
        <p role="status">Loading…</p>
      )}
    </section>
  );
});
export default DeviceEditScreen;
