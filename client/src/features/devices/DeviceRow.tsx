import { observer } from 'mobx-react-lite';
import { deviceStatus } from '@neuron/shared';
import type { LoadedDevice } from '../../data/devices';
import { Link } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { deviceDetailsPath } from './devicePaths';
import { SignalIcon } from './SignalIcon';
import { timeAgo } from './timeAgo';

/** One device: its values through the shared sensor math, online state, signal and age. */
export const DeviceRow = observer(function DeviceRow({ device, systemId }: { device: LoadedDevice; systemId: string }) {
  const { clock, devices } = useStores();
  const now = clock.now;
  const { values, online, signal, lastSeen } = deviceStatus(device, devices.sensors, now);
  const error = device.state?.errorText;
  return (
    <tr data-sn={device.sn}>
      <th scope="row">
        <Link className="device-alias" to={deviceDetailsPath(systemId, device)}>
          {device.alias || device.sn}
        </Link>
        <span className="device-sn">{device.sn}</span>
      </th>
      <td data-testid={`values-${device.sn}`}>
        <div className="device-values">
          {values.map((v, i) => (
            <span
              key={i}
              className={`value ${v.isError ? 'color-error' : ''} ${i === (device.config.pv ?? 0) ? 'primary' : ''}`}
            >
              {v.text}
            </span>
          ))}
        </div>
      </td>
      <td>
        <span className={`status-pill ${online ? 'online' : 'offline'}`}>{online ? 'Online' : 'Offline'}</span>
        {error && <span className="device-error color-error">{error}</span>}
      </td>
      <td>{signal ? <SignalIcon signal={signal} /> : <span aria-label="Not applicable">—</span>}</td>
      <td>
        <time dateTime={lastSeen != null ? new Date(lastSeen).toISOString() : undefined}>{timeAgo(lastSeen, now)}</time>
      </td>
    </tr>
  );
});
