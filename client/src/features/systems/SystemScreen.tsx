import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { DeviceTable } from '../devices/DeviceTable';

/** A system's main page: every device with its latest values, live. */
export const SystemScreen = observer(function SystemScreen() {
  const { systemId = '' } = useParams();
  const { auth, systems, devices } = useStores();
  const email = auth.email;
  useEffect(() => {
    if (email) systems.start(email);
  }, [email, systems]);
  useEffect(() => {
    devices.start(systemId);
    return () => devices.dispose();
  }, [systemId, devices]);

  const system = systems.byId(systemId);
  if (systems.loaded && !system) {
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
      {devices.error && (
        <p className="notice error" role="alert">
          Could not load devices: {devices.error}
        </p>
      )}
      {!devices.loaded ? (
        <p role="status">Loading devices…</p>
      ) : (
        <>
          <DeviceTable title="Sensors" devices={devices.sensors} />
          <DeviceTable title="Virtual sensors" devices={devices.virtuals} />
          <DeviceTable title="Gateways" devices={devices.gateways} />
        </>
      )}
    </section>
  );
});
