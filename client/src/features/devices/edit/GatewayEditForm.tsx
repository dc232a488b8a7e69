import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { LoadedDevice } from '../../../stores/models';
import { useStores } from '../../../stores/StoreContext';
import { GatewayKeyPanel } from '../GatewayKeyPanel';
import { joinList, splitList } from '../listText';
import { CommonFields, type CommonDraft } from './CommonFields';
import { SaveBar } from './SaveBar';
import { useDeviceSave } from './useDeviceSave';

/** Rotating a gateway's ingest key: confirm, then the new key once. */
function RotateKey({ systemId, sn }: { systemId: string; sn: string }) {
  const { deviceAdmin } = useStores();
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
      {key && <GatewayKeyPanel gatewaySn={sn} gatewayKey={key} />}
    </section>
  );
}

/** Edit a gateway: alias, tags, labels; rotate its ingest key. */
export const GatewayEditForm = observer(function GatewayEditForm({
  systemId,
  device,
}: {
  systemId: string;
  device: LoadedDevice;
}) {
  const [common, setCommon] = useState<CommonDraft>({
    alias: device.alias,
    tags: joinList(device.tags),
    labels: joinList(device.labels),
  });
  const { save, busy, error } = useDeviceSave(systemId, device);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save({
      alias: common.alias.trim(),
      tags: splitList(common.tags),
      labels: splitList(common.labels),
      config: device.config,
    });
  };
  return (
    <>
      <form className="form" onSubmit={submit} noValidate aria-label="Edit gateway">
        <CommonFields draft={common} onChange={setCommon} />
        <SaveBar busy={busy} error={error} />
      </form>
      <RotateKey systemId={systemId} sn={device.sn} />
    </>
  );
});
