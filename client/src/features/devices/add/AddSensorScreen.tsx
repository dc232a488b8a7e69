import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { configModelWarning } from '@neuron/shared';
import { useFeature } from '../../../stores/StoreContext';
import { editorsFeature } from '../../../stores/Editors';
import { useBaseConfigs, useSensorInfo } from '../../../stores/devices/deviceReads';
import { SystemHeading } from '../../systems/SystemHeading';
import { AdminOnly } from '../../systems/adminOnly';
import { inSystem } from '../../systems/inSystem';
import { deviceDetailsPath } from '../devicePaths';
import { TextField } from '../../forms/TextField';
import { Select } from '../../forms/Select';
import { ClaimFields } from './ClaimFields';
import { UnsavedChangesGuard } from '../../forms/UnsavedChangesGuard';
import { EditorStatusLine } from '../../forms/EditorStatusLine';

const QrScanner = lazy(() => import('./QrScanner').then((m) => ({ default: m.QrScanner })));

/** Add sensor: scan its QR code (camera or photo) or type serial and claim code; pick a base config. */
const AddSensorScreen = observer(function AddSensorScreen({ systemId }: { systemId: string }) {
  const editors = useFeature(editorsFeature);
  const navigate = useNavigate();
  const bases = useBaseConfigs();
  const templates = (bases.value ?? []).filter((b) => b.deviceType === 'SENSOR');
  // One store per visit (the one editor shape); the new sensor's page once the claim landed.
  const [store] = useState(() => editors.claim(systemId, 'SENSOR'));
  const [scanned, setScanned] = useState<string>();
  const [addedPath, setAddedPath] = useState<string>();
  useEffect(() => {
    if (addedPath) navigate(addedPath);
  }, [addedPath, navigate]);
  const { form, errors } = store;
  // The sensor's model (its info document) once a configuration is chosen, to warn of a misfit.
  const typed = form.sn.trim();
  const sensorInfo = useSensorInfo(form.base && typed ? typed : undefined);
  const misfit = configModelWarning(
    templates.find((t) => t.id === form.base),
    form.base && typed ? sensorInfo.value?.model : undefined,
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const sn = await store.save(templates.find((t) => t.id === form.base)?.config);
    if (sn) setAddedPath(deviceDetailsPath(systemId, { type: 'SENSOR', sn }));
  };

  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Add sensor" />
      <AdminOnly systemId={systemId} action="add sensors">
        <Suspense fallback={<p role="status">Loading the scanner…</p>}>
          <QrScanner onDecoded={(text) => setScanned(store.scanned(text))} />
        </Suspense>
        {scanned && <p role="status">{scanned}</p>}
        <form className="form" onSubmit={submit} noValidate aria-label="Add sensor">
          {!addedPath && <UnsavedChangesGuard when={() => store.dirty} />}
          <ClaimFields store={store} />
          <label htmlFor="sensor-base">Base configuration</label>
          <Select
            id="sensor-base"
            value={form.base}
            onChange={(v) => store.set('base', v)}
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
          <TextField
            autoComplete="off"
            id="sensor-alias"
            label="Name (alias)"
            value={form.alias}
            onChange={(v) => store.set('alias', v)}
            error={errors.alias}
          />
          <TextField
            autoComplete="off"
            id="sensor-tags"
            label="Tags"
            value={form.tags}
            onChange={(v) => store.set('tags', v)}
            hint="Comma-separated"
          />
          <TextField
            autoComplete="off"
            id="sensor-labels"
            label="Labels"
            value={form.labels}
            onChange={(v) => store.set('labels', v)}
            hint="Comma-separated, e.g. ethernet"
          />
          {errors.form && (
            <p className="field-error" role="alert">
              {errors.form}
            </p>
          )}
          <EditorStatusLine status={store.status} />
          <button type="submit" className="button primary" disabled={store.busy}>
            {store.busy ? 'Adding…' : 'Add sensor'}
          </button>
        </form>
      </AdminOnly>
    </section>
  );
});
export default inSystem('Add sensor', AddSensorScreen);
