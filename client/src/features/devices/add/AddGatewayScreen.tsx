import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useStores } from '../../../stores/StoreContext';
import { SystemHeading } from '../../systems/SystemHeading';
import { AdminOnly } from '../../systems/adminOnly';
import { inSystem } from '../../systems/inSystem';
import { deviceDetailsPath } from '../devicePaths';
import { GatewayKeyPanel } from '../GatewayKeyPanel';
import { checkClaimFields, claimErrorOf, type ClaimErrors } from './claimForm';
import { Field } from '../form/Field';
import { ClaimFields } from './ClaimFields';
import { UnsavedChangesGuard } from '../../forms/UnsavedChangesGuard';

/** Add gateway: claim it with serial and claim code, then show its new ingest key once. */
const AddGatewayScreen = observer(function AddGatewayScreen({ systemId }: { systemId: string }) {
  const { deviceAdmin } = useStores();
  const [sn, setSn] = useState('');
  const [claimCode, setClaimCode] = useState('');
  const [alias, setAlias] = useState('');
  const [errors, setErrors] = useState<ClaimErrors>({});
  const [busy, setBusy] = useState(false);
  const [claimed, setClaimed] = useState<string>();
  const [key, setKey] = useState<string>();
  // The key's creation can take seconds after "added": said meanwhile, not a silent gap.
  const [issuing, setIssuing] = useState(false);

  const issueKey = async (gatewaySn: string) => {
    setIssuing(true);
    const result = await deviceAdmin.createGatewayKey(systemId, gatewaySn);
    setIssuing(false);
    if (result.ok) setKey(result.value);
    else setErrors({ form: `The gateway was added, but its key was not created: ${result.error}` });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local = checkClaimFields(sn, claimCode);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const result = await deviceAdmin.claim({ systemId, type: 'GATEWAY', sn: sn.trim(), claimCode, alias });
    if (!result.ok) setErrors(claimErrorOf(result.error));
    else {
      setClaimed(result.value);
      await issueKey(result.value);
    }
    setBusy(false);
  };

  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Add gateway" />
      <AdminOnly systemId={systemId} action="add gateways">
        {!claimed ? (
          <form className="form" onSubmit={submit} noValidate aria-label="Add gateway">
            {/* Only while the form shows: once claimed, nothing typed is left unsaved. */}
            <UnsavedChangesGuard when={() => [sn, claimCode, alias].some((v) => v !== '')} />
            <ClaimFields sn={sn} claimCode={claimCode} onSn={setSn} onClaimCode={setClaimCode} errors={errors} />
            <Field id="gateway-alias" label="Name (alias)" value={alias} onChange={setAlias} error={errors.alias} />
            <button type="submit" className="button primary" disabled={busy}>
              {busy ? 'Adding…' : 'Add gateway'}
            </button>
          </form>
        ) : (
          <p role="status">
            Gateway {claimed} added.{issuing && ' Creating its ingest key… (this can take a few seconds)'}
          </p>
        )}
        {issuing && <progress aria-label="Creating the ingest key" />}
        {errors.form && (
          <p className="field-error" role="alert">
            {errors.form}
          </p>
        )}
        {claimed && !key && !busy && !issuing && (
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
