import { isAdminOf } from '@neuron/shared';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { LoadState } from '../../app/LoadState';
import { useAfterThisTask } from '../../app/useAfterThisTask';
import { useStores } from '../../stores/StoreContext';
import { DeviceTable } from '../devices/DeviceTable';
import { inSystem } from './inSystem';
import { LeaveSystemPanel } from './LeaveSystemPanel';
import { MembersPanel } from './MembersPanel';
import { MaintenanceBanner } from '../maintenance/MaintenanceBanner';
import { MaintenancePanel } from '../maintenance/MaintenancePanel';
import { StaleNotice } from './StaleNotice';
import { SystemCountsLine } from './SystemCountsLine';
import { useSystemDevices } from './useSystemDevices';

/** A system's main page: every device with its latest values, live; the members panel for admins. */
const SystemDevicesScreen = observer(function SystemDevicesScreen({ systemId }: { systemId: string }) {
  const { auth, systems } = useStores();
  // The tables read a page at a time (docs/LARGE_SYSTEMS.md, "A system of any size").
  const { system, devices } = useSystemDevices(systemId, 'paged');
  const enc = encodeURIComponent(systemId);
  const isAdmin = isAdminOf(system, auth.email);
  const membersShown = useAfterThisTask(isAdmin && devices.loaded);
  const maintenanceShown = useAfterThisTask(devices.loaded);

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
      <MaintenanceBanner systemId={systemId} />
      <SystemCountsLine summary={system?.summary} />
      <LoadState state={{ loaded: devices.loaded, error: devices.error, value: devices }} loading="Loading devices…">
        {(d) => (
          // data-source: whose list the rows show, the one cached by the last visit (until the
          // server's answer) or the server's; what a test waits for before it compares counts.
          <div className={d.staleShown ? 'stale' : undefined} data-source={d.stale ? 'cache' : 'server'}>
            <DeviceTable title="Sensors" type="SENSOR" systemId={systemId} total={system?.summary?.sensors} />
            <DeviceTable title="Virtual sensors" type="VIRTUAL" systemId={systemId} total={system?.summary?.virtuals} />
            <DeviceTable title="Gateways" type="GATEWAY" systemId={systemId} total={system?.summary?.gateways} />
            {d.count === 0 && <p className="empty">No devices yet: add a gateway first, then its sensors.</p>}
          </div>
        )}
      </LoadState>
      {/* Below the device tables, so only once they are there (shown earlier, it would jump down
          by the tables' height when the list arrived), and a task after them. */}
      {membersShown && <MembersPanel systemId={systemId} />}
      {/* The panel reads the device list itself, only while a window is edited: read here, every
          device update anywhere in the system would re-render this whole screen. Below the
          tables, and like the members a task after them. */}
      {maintenanceShown && <MaintenancePanel systemId={systemId} isAdmin={isAdmin} />}
      {maintenanceShown && <LeaveSystemPanel systemId={systemId} />}
      {/* Last: it floats at the window's foot, and the room it keeps below the page's end moves nothing. */}
      {devices.staleShown && <StaleNotice since={devices.staleSince} />}
    </section>
  );
});

export const SystemScreen = inSystem('System', SystemDevicesScreen);
