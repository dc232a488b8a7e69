import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DeviceEdit, LoadedDevice } from '../../../stores/models';
import { useStores } from '../../../stores/StoreContext';
import { deviceDetailsPath } from '../devicePaths';

/** Saving an edit of a device: on success back to its details, else the message to show. */
export function useDeviceSave(systemId: string, device: LoadedDevice) {
  const { deviceAdmin } = useStores();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const save = async (edit: DeviceEdit) => {
    setBusy(true);
    const result = await deviceAdmin.save(systemId, device.sn, edit);
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setError(undefined);
    navigate(deviceDetailsPath(systemId, device));
  };
  return { save, busy, error };
}
