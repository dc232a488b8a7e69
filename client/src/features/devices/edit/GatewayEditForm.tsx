import { observer } from 'mobx-react-lite';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { DeviceEditorStore } from '../../../stores/devices/DeviceEditorStore';
import { useFeature } from '../../../stores/StoreContext';
import { deviceAdminFeature } from '../../../stores/devices/DeviceAdminStore';
import { FailedBatchesPanel } from '../FailedBatchesPanel';
import { GatewayKeyPanel } from '../GatewayKeyPanel';
import { CommonFields } from './CommonFields';

/** Rotating a gateway's ingest key: confirm, then the new key once. */
function RotateKey({ systemId, sn }: { systemId: string; sn: string }) {
  const deviceAdmin = useFeature(deviceAdminFeature);
  const [confirming, setConfirming] = useState(false);
  const [key, setKey] = useState<string>();
  const [error, setError] = useState<string>();
  const rotate = async () => {
    setConfirming(false);
    // A claimed gateway without a key yet gets its first one the same way.
    const result = await deviceAdmin.rotateGatewayKey(systemId, sn);
    if (result.ok) setKey(result.value);
    setError(result.ok ? undefined : result.error);
  };
  return (
    <section className="device-section" aria-labelledby="rotate-title">
      <h2 id="rotate-title">Ingest key</h2>
      {!confirming ? (
        <button type="button" className="button subtle" onClick={() => setConfirming(true)}>
          Rotate key
        </button>
      ) : (
        <p role="alertdialog" aria-label="Confirm key rotation">
          The current key stops working at once.{' '}
          <button type="button" className="button primary" onClick={() => void rotate()}>
            Rotate now
          </button>{' '}
          {/* Not "Cancel": the edit form's own Cancel is on the same page. */}
          <button type="button" className="button subtle" onClick={() => setConfirming(false)}>
            Keep the current key
          </button>
        </p>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {key && <GatewayKeyPanel gatewaySn={sn} gatewayKey={key} />}
    </section>
  );
}

/** Edit a gateway: alias, tags, labels; rotate its ingest key; the batches it delivered that could not be stored. */
export const GatewayEditForm = observer(function GatewayEditForm({
  store,
  systemId,
  onSubmit,
  actions,
}: {
  store: DeviceEditorStore;
  systemId: string;
  onSubmit: (e: FormEvent) => void;
  /** Save, Cancel and Delete (DeviceActions). */
  actions: ReactNode;
}) {
  return (
    <>
      <form className="form" onSubmit={onSubmit} noValidate aria-label="Edit gateway">
        <CommonFields draft={store.form.common} onChange={(c) => store.setCommon(c)} />
        {actions}
      </form>
      <RotateKey systemId={systemId} sn={store.sn} />
      <FailedBatchesPanel systemId={systemId} gatewaySn={store.sn} />
    </>
  );
});
