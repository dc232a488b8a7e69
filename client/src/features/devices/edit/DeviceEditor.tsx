import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { DeviceView } from '../../../stores/models';
import { DEVICE_DRAFTS } from '../../../stores/devices/deviceDraft';
import { useFeature } from '../../../stores/StoreContext';
import { editorsFeature } from '../../../stores/Editors';
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
  device: DeviceView;
  noun: string;
}) {
  const editors = useFeature(editorsFeature);
  const navigate = useNavigate();
  // The draft's checks (deviceDraft.ts, with the shared schemas) come from this lazy chunk: zod
  // stays out of every page's first load (docs/PERFORMANCE.md).
  const [store] = useState(() => editors.device(systemId, device, DEVICE_DRAFTS));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await store.save(device.config)) navigate(deviceDetailsPath(systemId, device));
  };
  const actions = <DeviceActions store={store} device={device} noun={noun} />;
  return (
    <div>
      <UnsavedChangesGuard when={() => store.dirty} />
      {device.type === 'SENSOR' && <SensorEditForm store={store} device={device} onSubmit={submit} actions={actions} />}
      {device.type === 'VIRTUAL' && (
        <VirtualEditForm systemId={systemId} store={store} onSubmit={submit} actions={actions} />
      )}
      {device.type === 'GATEWAY' && (
        <GatewayEditForm store={store} systemId={systemId} onSubmit={submit} actions={actions} />
      )}
      <p>
        <Link to={deviceDetailsPath(systemId, device)}>Back to details</Link>
      </p>
    </div>
  );
});
