import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useFeature } from '../../../stores/StoreContext';
import { deviceAdminFeature } from '../../../stores/devices/DeviceAdminStore';
import { editorsFeature } from '../../../stores/Editors';
import { SystemHeading } from '../../systems/SystemHeading';
import { AdminOnly } from '../../systems/adminOnly';
import { inSystem } from '../../systems/inSystem';
import { deviceDetailsPath } from '../devicePaths';
import { GatewayKeyPanel } from '../GatewayKeyPanel';
import { TextField } from '../../forms/TextField';
import { ClaimFields } from './ClaimFields';
import { UnsavedChangesGuard } from '../../forms/UnsavedChangesGuard';
import { EditorStatusLine } from '../../forms/EditorStatusLine';

/** Add gateway: claim it with serial and claim code, then show its new ingest key once. */
const AddGatewayScreen = observer(function AddGatewayScreen({ systemId }: { systemId: string }) {
  const editors = useFeature(editorsFeature);
  const deviceAdmin = useFeature(deviceAdminFeature);
  // One store per visit (the one editor shape): the claim; then the key, issued by deviceAdmin.
  const [store] = useState(() => editors.claim(systemId, 'GATEWAY'));
  const [claimed, setClaimed] = useState<string>();
  const [key, setKey] = useState<string>();
  const [keyError, setKeyError] = useState<string>();
  // The key's creation can take seconds after "added": said meanwhile, not a silent gap.
  const [issuing, setIssuing] = useState(false);

  const issueKey = async (gatewaySn: string) => {
    setIssuing(true);
    const result = await deviceAdmin.createGatewayKey(systemId, gatewaySn);
    setIssuing(false);
    if (result.ok) setKey(result.value);
    else setKeyError(`The gateway was added, but its key was not created: ${result.error}`);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const sn = await store.save();
    if (!sn) return;
    setClaimed(sn);
    await issueKey(sn);
  };

  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Add gateway" />
      <AdminOnly systemId={systemId} action="add gateways">
        {!claimed ? (
          <form className="form" onSubmit={submit} noValidate aria-label="Add gateway">
            {/* Only while the form shows: once claimed, nothing typed is left unsaved. */}
            <UnsavedChangesGuard when={() => store.dirty} />
            <ClaimFields store={store} />
            <TextField
              autoComplete="off"
              id="gateway-alias"
              label="Name (alias)"
              value={store.form.alias}
              onChange={(v) => store.set('alias', v)}
              error={store.errors.alias}
            />
            <EditorStatusLine status={store.status} />
            <button type="submit" className="button primary" disabled={store.busy}>
              {store.busy ? 'Adding…' : 'Add gateway'}
            </button>
          </form>
        ) : (
          <p role="status">
            Gateway {claimed} added.{issuing && ' Creating its ingest key… (this can take a few seconds)'}
          </p>
        )}
        {issuing && <progress aria-label="Creating the ingest key" />}
        {keyError && (
          <p className="field-error" role="alert">
            {keyError}
          </p>
        )}
        {claimed && !key && !store.busy && !issuing && (
          <button type="button" className="button primary" onClick={() => void issueKey(claimed)}>
            Create ingest key
          </button>
        )}
        {claimed && key && <GatewayKeyPanel gatewaySn={claimed} gatewayKey={key} />}
        {claimed && (
          <p className="screen-actions">
            <Link to={deviceDetailsPath(systemId, { type: 'GATEWAY', sn: claimed })}>Open the gateway</Link>
            <Link to={`/systems/${encodeURIComponent(systemId)}/addsensor`}>Add a sensor</Link>
          </p>
        )}
      </AdminOnly>
    </section>
  );
});
export default inSystem('Add gateway', AddGatewayScreen);
