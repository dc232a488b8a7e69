import { observer } from 'mobx-react-lite';
import { useRouteName } from '../../app/routeParams';
import { useRead } from '../../stores/useLive';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';

/** The three add routes, by route name. */
const KINDS = {
  addSensor: { title: 'Add sensor', type: 'SENSOR' },
  addVirtual: { title: 'Add virtual sensor', type: 'VIRTUAL' },
  addGateway: { title: 'Add gateway', type: 'GATEWAY' },
} as const;

/** Add a sensor, virtual sensor or gateway: the system, the devices it has and the base configs to start from. */
const AddDeviceScreen = observer(function AddDeviceScreen({ systemId }: { systemId: string }) {
  const kind = KINDS[useRouteName() as keyof typeof KINDS] ?? KINDS.addSensor;
  const { devices } = useSystemDevices(systemId);
  const bases = useRead((t) => t.readBaseSensorConfigs(), []);
  const same = devices.devices.filter((d) => d.type === kind.type);
  const templates = (bases.value ?? []).filter((b) => b.deviceType === kind.type);
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title={kind.title} />
      <h2>Already in this system ({same.length})</h2>
      <ul className="plain-list">
        {same.map((d) => (
          <li key={d.sn}>
            {d.alias || d.sn} <span className="device-sn">{d.sn}</span>
          </li>
        ))}
      </ul>
      {templates.length > 0 && (
        <>
          <h2>Start from a base configuration</h2>
          <ul className="plain-list">
            {templates.map((b) => (
              <li key={b.id}>{b.name || b.type}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});
export default inSystem('Add device', AddDeviceScreen);
