import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { LoadedDevice } from '../../../stores/models';
import { DeviceEditorStore } from '../../../stores/devices/DeviceEditorStore';
import { useStores } from '../../../stores/StoreContext';
import { UnsavedChangesGuard } from '../../forms/UnsavedChangesGuard';
import { deviceDetailsPath } from '../devicePaths';
import { DeviceActions } from './DeviceActions';
import { GatewayEditForm } from './GatewayEditForm';
import { SensorEditForm } from './SensorEditForm';
import { VirtualEditForm } from './VirtualEditForm';

/**
 * One device's editor: the draft in a DeviceEditorStore (made once per device: the screen keys
 * this by device), the kind's form with Save / Cancel / Delete, and the guard against leaving unsaved changes. A save
 * goes back to the device's details.
 */
export const DeviceEditor = observer(function DeviceEditor({
  systemId,
  device,
  noun,
}: {
  systemId: string;
  /** The device as stored now (live): a save keeps the config fields the form does not edit. */
  device: LoadedDevice;
  noun: string;
}) {
  const stores = useStores();
  const navigate = useNavigate();
  // Made here, in the editor's lazy chunk, not by RootStore: its config form checks with the
  // shared schemas, which would bring zod into every page's first load (docs/PERFORMANCE.md).
  const [store] = useState(() => new DeviceEditorStore(stores.deviceAdmin, systemId, device.sn, device));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await store.save(device.config)) navigate(deviceDetailsPath(systemId, device));
  };
  const actions = <DeviceActions store={store} device={device} noun={noun} />;
  return (
    <div>
      <UnsavedChangesGuard when={() => store.dirty} />
      {device.type === 'SENSOR' && <SensorEditForm store={store} device={device} onSubmit={submit} actions={actions} />}
      {device.type === 'VIRTUAL' && <VirtualEditForm store={store} onSubmit={submit} actions={actions} />}
      {device.type === 'GATEWAY' && (
        <GatewayEditForm store={store} systemId={systemId} onSubmit={submit} actions={actions} />
      )}
      <p>
        <Link to={deviceDetailsPath(systemId, device)}>Back to details</Link>
      </p>
    </div>
  );
});
