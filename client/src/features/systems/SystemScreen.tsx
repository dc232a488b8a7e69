import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { DeviceTable } from '../devices/DeviceTable';
import { useSystemDevices } from './useSystemDevices';

/** A system's main page: every device with its latest values, live. */
export const SystemScreen = observer(function SystemScreen() {
  const { systems } = useStores();
  const { systemId, system, devices } = useSystemDevices();
  const enc = encodeURIComponent(systemId);

  if (systems.loaded && !system && !devices.stale) {
    return (
      <section>
        <h1>System not found</h1>
        <p>This system does not exist or you are not a member of it.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="system-title">
      <h1 id="system-title">{system?.name || systemId}</h1>
      <p className="screen-actions">
        <Link to={`/systems/${enc}/addsensor`}>Add sensor</Link>
        <Link to={`/systems/${enc}/addvirtual`}>Add virtual sensor</Link>
        <Link to={`/systems/${enc}/addgateway`}>Add gateway</Link>
      </p>
      {devices.stale && (
        <p className="notice warning" role="status" data-testid="stale-notice">
          Offline: showing the last known values
          {devices.staleSince && ` from ${new Date(devices.staleSince).toLocaleString()}`}.
        </p>
      )}
      {devices.error && (
        <p className="notice error" role="alert">
          Could not load devices: {devices.error}
        </p>
      )}
      {!devices.loaded ? (
        <p role="status">Loading devices…</p>
      ) : (
        <div className={devices.stale ? 'stale' : undefined}>
          <DeviceTable title="Sensors" type="SENSOR" systemId={systemId} />
          <DeviceTable title="Virtual sensors" type="VIRTUAL" systemId={systemId} />
          <DeviceTable title="Gateways" type="GATEWAY" systemId={systemId} />
        </div>
      )}
    </section>
  );
});
