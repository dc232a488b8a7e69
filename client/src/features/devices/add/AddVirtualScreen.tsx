import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../../stores/StoreContext';
import { SystemHeading } from '../../systems/SystemHeading';
import { AdminOnly } from '../../systems/adminOnly';
import { inSystem } from '../../systems/inSystem';
import { useSystemDevices } from '../../systems/useSystemDevices';
import { deviceDetailsPath } from '../devicePaths';
import { splitList } from '../../../stores/devices/listText';
import { virtualDraftProblem, type VirtualDraft } from '../../../stores/devices/virtualDraft';
import { VirtualFormulaEditor } from '../VirtualFormulaEditor';
import { Field } from '../form/Field';
import { UnsavedChangesGuard } from '../../forms/UnsavedChangesGuard';

/** A new virtual sensor's serial: V- and a random suffix (it is never printed on hardware). */
function newVirtualSn(): string {
  return `V-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;
}

/** Add virtual sensor: a formula over the system's sensors, previewed live; saved only when valid. */
const AddVirtualScreen = observer(function AddVirtualScreen({ systemId }: { systemId: string }) {
  const { devices } = useSystemDevices(systemId);
  const { deviceAdmin } = useStores();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<VirtualDraft>({ inputs: [], expression: '' });
  const [alias, setAlias] = useState('');
  const [unit, setUnit] = useState('');
  const [tags, setTags] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The new sensor's page once it is made: the guard is gone before the move to it.
  const [addedPath, setAddedPath] = useState<string>();
  useEffect(() => {
    if (addedPath) navigate(addedPath);
  }, [addedPath, navigate]);
  const typed = [alias, unit, tags, draft.expression].some((v) => v !== '') || draft.inputs.length > 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShowErrors(true);
    if (virtualDraftProblem(draft)) return;
    setBusy(true);
    const sn = newVirtualSn();
    const config = {
      inputs: draft.inputs,
      expression: draft.expression.trim(),
      ...(unit.trim() ? { si: [unit.trim()] } : {}),
    };
    const result = await deviceAdmin.createVirtual(systemId, sn, {
      alias: alias.trim(),
      tags: splitList(tags),
      labels: [],
      config,
    });
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setAddedPath(deviceDetailsPath(systemId, { type: 'VIRTUAL', sn }));
  };

  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Add virtual sensor" />
      <AdminOnly systemId={systemId} action="add virtual sensors">
        {!devices.loaded ? (
          <p role="status">Loading sensors…</p>
        ) : (
          <form className="form" onSubmit={submit} noValidate aria-label="Add virtual sensor">
            {!addedPath && <UnsavedChangesGuard when={() => typed} />}
            <Field id="virtual-alias" label="Name (alias)" value={alias} onChange={setAlias} />
            <Field id="virtual-unit" label="Unit" value={unit} onChange={setUnit} />
            <Field id="virtual-tags" label="Tags" value={tags} onChange={setTags} hint="Comma-separated" />
            <VirtualFormulaEditor
              sensors={devices.sensors}
              draft={draft}
              onChange={setDraft}
              unit={unit.trim()}
              showErrors={showErrors}
            />
            {error && (
              <p className="field-error" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className="button primary" disabled={busy}>
              {busy ? 'Saving…' : 'Add virtual sensor'}
            </button>
          </form>
        )}
      </AdminOnly>
    </section>
  );
});
export default inSystem('Add virtual sensor', AddVirtualScreen);
