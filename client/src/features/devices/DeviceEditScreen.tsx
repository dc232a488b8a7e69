import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { LoadState } from '../../app/LoadState';
import { useRouteName, useRouteParam } from '../../app/routeParams';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';
import { deviceDetailsPath, typeOfRoute } from './devicePaths';

const TITLES = { SENSOR: 'Manage sensor', VIRTUAL: 'Manage virtual sensor', GATEWAY: 'Manage gateway' } as const;

/** Manage a device: its current alias, tags, labels and configuration as stored. */
const DeviceEditScreen = observer(function DeviceEditScreen({ systemId }: { systemId: string }) {
  const sn = useRouteParam('sn');
  const type = typeOfRoute(useRouteName());
  const { devices } = useSystemDevices(systemId);
  const device = devices.devices.find((d) => d.sn === sn && d.type === type);
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title={`${TITLES[type]} ${device?.alias || sn}`} />
      <LoadState
        state={{ loaded: devices.loaded, error: devices.error, value: device }}
        notFound={`No device ${sn} in this system.`}
      >
        {(device) => (
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
        )}
      </LoadState>
    </section>
  );
});
export default inSystem('Manage device', DeviceEditScreen);
