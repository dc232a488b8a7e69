import { observer } from 'mobx-react-lite';
import type { LoadedDevice } from '../../data/devices';
import { DeviceRow } from './DeviceRow';

/** One table of devices of a kind; nothing when there are none. */
export const DeviceTable = observer(function DeviceTable({
  title,
  devices,
  systemId,
}: {
  title: string;
  devices: LoadedDevice[];
  systemId: string;
}) {
  if (devices.length === 0) return null;
  const id = `devices-${title.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section className="device-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <table className="device-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Value</th>
            <th scope="col">Status</th>
            <th scope="col">Signal</th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {devices.map((d) => (
            <DeviceRow key={d.id} device={d} systemId={systemId} />
          ))}
        </tbody>
      </table>
    </section>
  );
});
