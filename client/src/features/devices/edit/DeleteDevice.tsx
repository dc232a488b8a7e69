import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoadedDevice } from '../../../stores/models';
import { useStores } from '../../../stores/StoreContext';

/** Delete with a confirmation step; back to the system page when done. */
export function DeleteDevice({ systemId, device, noun }: { systemId: string; device: LoadedDevice; noun: string }) {
  const { deviceAdmin } = useStores();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string>();
  const remove = async () => {
    const result = await deviceAdmin.remove(systemId, device.sn);
    if (!result.ok) return setError(result.error);
    navigate(`/systems/${encodeURIComponent(systemId)}`);
  };
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
}
