import { isAdminOf } from '@neuron/shared';
import { observer } from 'mobx-react-lite';
import { LoadState } from '../../app/LoadState';
import { useRouteName, useRouteParam } from '../../app/routeParams';
import { useStores } from '../../stores/StoreContext';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';
import { typeOfRoute } from './devicePaths';
import { useLiveDevices } from './useLiveDevices';
import { DeviceEditor } from './edit/DeviceEditor';

const TITLES = { SENSOR: 'Manage sensor', VIRTUAL: 'Manage virtual sensor', GATEWAY: 'Manage gateway' } as const;
const NOUNS = { SENSOR: 'sensor', VIRTUAL: 'virtual sensor', GATEWAY: 'gateway' } as const;

/** Manage a device (admins): edit its fields and config, rotate a gateway's key, delete it (edit/DeviceEditor). */
const DeviceEditScreen = observer(function DeviceEditScreen({ systemId }: { systemId: string }) {
  const sn = useRouteParam('sn');
  const type = typeOfRoute(useRouteName());
  const { auth } = useStores();
  // Only this device is read (by its serial), never the system's list.
  const { system, devices } = useSystemDevices(systemId, 'held');
  useLiveDevices([sn]);
  const held = devices.device(sn);
  const device = held?.type === type ? held : undefined;
  const isAdmin = isAdminOf(system, auth.email);
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title={`${TITLES[type]} ${device?.alias || sn}`} />
      <LoadState
        state={{ loaded: (!!device || devices.answered(sn)) && !!system, error: devices.error, value: device }}
        notFound={`No ${NOUNS[type]} ${sn} in this system.`}
      >
        {(device) =>
          !isAdmin ? (
            <p className="notice">Only admins of this system manage its devices.</p>
          ) : (
            // Keyed by device: a different device starts from its own stored values.
            <DeviceEditor key={`${device.type}-${device.sn}`} systemId={systemId} device={device} noun={NOUNS[type]} />
          )
        }
      </LoadState>
    </section>
  );
});
export default inSystem('Manage device', DeviceEditScreen);
