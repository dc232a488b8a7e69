import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { configModelWarning, parseClaimPayload } from '@neuron/shared';
import { useStores } from '../../../stores/StoreContext';
import { useBaseConfigs, useSensorInfo } from '../../../stores/devices/deviceReads';
import { SystemHeading } from '../../systems/SystemHeading';
import { AdminOnly } from '../../systems/adminOnly';
import { inSystem } from '../../systems/inSystem';
import { deviceDetailsPath } from '../devicePaths';
import { splitList } from '../../../stores/devices/listText';
import { checkClaimFields, claimErrorOf, type ClaimErrors } from './claimForm';
import { Select } from '../../forms/Select';
import { Field } from '../form/Field';
import { ClaimFields } from './ClaimFields';
import { UnsavedChangesGuard } from '../../forms/UnsavedChangesGuard';

const QrScanner = lazy(() => import('./QrScanner').then((m) => ({ default: m.QrScanner })));

/** Add sensor: scan its QR code (camera or photo) or type serial and claim code; pick a base config. */
const AddSensorScreen = observer(function AddSensorScreen({ systemId }: { systemId: string }) {
  const { deviceAdmin } = useStores();
  const navigate = useNavigate();
  const bases = useBaseConfigs();
  const templates = (bases.value ?? []).filter((b) => b.deviceType === 'SENSOR');
  const [sn, setSn] = useState('');
  const [claimCode, setClaimCode] = useState('');
  const [alias, setAlias] = useState('');
  const [tags, setTags] = useState('');
  const [labels, setLabels] = useState('');
  const [base, setBase] = useState('');
  const [errors, setErrors] = useState<ClaimErrors>({});
  const [scanned, setScanned] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The new sensor's page once the claim landed: the guard is gone before the move to it.
  const [addedPath, setAddedPath] = useState<string>();
  useEffect(() => {
    if (addedPath) navigate(addedPath);
  }, [addedPath, navigate]);
  const somethingTyped = [sn, claimCode, alias, tags, labels, base].some((v) => v !== '');
  // The sensor's model (its info document) once a configuration is chosen, to warn of a misfit.
  const typed = sn.trim();
  const sensorInfo = useSensorInfo(base && typed ? typed : undefined);
  const misfit = configModelWarning(
    templates.find((t) => t.id === base),
    base && typed ? sensorInfo.value?.model : undefined,
  );

  const onDecoded = (text: string) => {
    const parsed = parseClaimPayload(text);
    if (!parsed.ok) return setErrors({ form: parsed.message });
    if (parsed.payload.type === 'GATEWAY')
      return setErrors({ form: 'This QR code is a gateway’s: add it under Add gateway.' });
    setSn(parsed.payload.sn);
    setClaimCode(parsed.payload.claimCode);
    setErrors({});
    setScanned(`Scanned sensor ${parsed.payload.sn}`);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local = checkClaimFields(sn, claimCode);
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setBusy(true);
    const config = templates.find((t) => t.id === base)?.config;
    const result = await deviceAdmin.claim({
      systemId,
      type: 'SENSOR',
      sn: sn.trim(),
      claimCode,
      alias,
      tags: splitList(tags),
      labels: splitList(labels),
      ...(config ? { config } : {}),
    });
    setBusy(false);
    if (!result.ok) return setErrors(claimErrorOf(result.error));
    setAddedPath(deviceDetailsPath(systemId, { type: 'SENSOR', sn: result.value }));
  };

  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Add sensor" />
      <AdminOnly systemId={systemId} action="add sensors">
        <Suspense fallback={<p role="status">Loading the scanner…</p>}>
          <QrScanner onDecoded={onDecoded} />
        </Suspense>
        {scanned && <p role="status">{scanned}</p>}
        <form className="form" onSubmit={submit} noValidate aria-label="Add sensor">
          {!addedPath && <UnsavedChangesGuard when={() => somethingTyped} />}
          <ClaimFields sn={sn} claimCode={claimCode} onSn={setSn} onClaimCode={setClaimCode} errors={errors} />
          <label htmlFor="sensor-base">Base configuration</label>
          <Select
            id="sensor-base"
            value={base}
            onChange={setBase}
            describedBy={misfit ? 'sensor-base-warning' : undefined}
            options={[
              { value: '', label: 'None (set it up later)' },
              ...(bases.loaded ? [] : [{ value: '', label: 'Loading configurations…', disabled: true }]),
              ...templates.map((t) => ({ value: t.id, label: t.name || t.type })),
            ]}
          />
          {misfit && (
            <p id="sensor-base-warning" className="field-warning" role="status">
              {misfit}
            </p>
          )}
          <Field id="sensor-alias" label="Name (alias)" value={alias} onChange={setAlias} error={errors.alias} />
          <Field id="sensor-tags" label="Tags" value={tags} onChange={setTags} hint="Comma-separated" />
          <Field
            id="sensor-labels"
            label="Labels"
            value={labels}
            onChange={setLabels}
            hint="Comma-separated, e.g. ethernet"
          />
          {errors.form && (
            <p className="field-error" role="alert">
              {errors.form}
            </p>
          )}
          <button type="submit" className="button primary" disabled={busy}>
            {busy ? 'Adding…' : 'Add sensor'}
          </button>
        </form>
      </AdminOnly>
    </section>
  );
});
export default inSystem('Add sensor', AddSensorScreen);
