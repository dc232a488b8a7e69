import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DeviceEditorStore } from '../../../stores/devices/DeviceEditorStore';
import type { LoadedDevice } from '../../../stores/models';

/** Delete with a confirmation step; back to the system page when done. */
export const DeleteDevice = observer(function DeleteDevice({
  store,
  device,
  noun,
}: {
  store: DeviceEditorStore;
  device: LoadedDevice;
  noun: string;
}) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = async () => {
    if (await store.remove()) navigate(`/systems/${encodeURIComponent(store.systemId)}`);
  };
  const error = store.removeError;
  return (
    <section className="danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete</h2>
      {!confirming ? (
        <button type="button" className="button subtle" onClick={() => setConfirming(true)}>
          Delete {noun}
        </button>
      ) : (
        <p role="alertdialog" aria-label={`Confirm deleting ${device.alias || device.sn}`}>
          Delete {device.alias || device.sn} from this system? Its serial can then be claimed again.{' '}
          <button type="button" className="button primary" onClick={() => void remove()}>
            Yes, delete
          </button>{' '}
          <button type="button" className="button subtle" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
});
