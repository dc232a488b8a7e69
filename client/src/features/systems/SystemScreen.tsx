import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { DeviceTable } from '../devices/DeviceTable';
import { MembersPanel } from './MembersPanel';
import { useSystemDevices } from './useSystemDevices';

/** A system's main page: every device with its latest values, live. */
export const SystemScreen = observer(function SystemScreen() {
  const { auth, systems } = useStores();
  const { systemId, system, devices } = useSystemDevices();
  const enc = encodeURIComponent(systemId);
  const isAdmin = !!auth.email && !!system?.admin.includes(auth.email);

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
      {isAdmin && (
        <p className="screen-actions">
          <Link to={`/systems/${enc}/addsensor`}>Add sensor</Link>
          <Link to={`/systems/${enc}/addvirtual`}>Add virtual sensor</Link>
          <Link to={`/systems/${enc}/addgateway`}>Add gateway</Link>
        </p>
      )}
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
          <DeviceTable title="Sensors" devices={devices.sensors} systemId={systemId} />
          <DeviceTable title="Virtual sensors" devices={devices.virtuals} systemId={systemId} />
          <DeviceTable title="Gateways" devices={devices.gateways} systemId={systemId} />
          {devices.devices.length === 0 && (
            <p className="empty">No devices yet: add a gateway first, then its sensors.</p>
          )}
        </div>
      )}
      {isAdmin && <MembersPanel systemId={systemId} />}
    </section>
  );
});
