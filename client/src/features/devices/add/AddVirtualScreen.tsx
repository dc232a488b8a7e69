import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFeature } from '../../../stores/StoreContext';
import { editorsFeature } from '../../../stores/Editors';
import { SystemHeading } from '../../systems/SystemHeading';
import { AdminOnly } from '../../systems/adminOnly';
import { inSystem } from '../../systems/inSystem';
import { deviceDetailsPath } from '../devicePaths';
import { VirtualFormulaEditor } from '../VirtualFormulaEditor';
import { TextField } from '../../forms/TextField';
import { UnsavedChangesGuard } from '../../forms/UnsavedChangesGuard';
import { EditorStatusLine } from '../../forms/EditorStatusLine';

/** Add virtual sensor: a formula over the system's sensors, previewed live; saved only when valid. */
const AddVirtualScreen = observer(function AddVirtualScreen({ systemId }: { systemId: string }) {
  const editors = useFeature(editorsFeature);
  const navigate = useNavigate();
  // One store per visit (the one editor shape); the new sensor's page once it is made.
  const [store] = useState(() => editors.newVirtual(systemId));
  const [addedPath, setAddedPath] = useState<string>();
  useEffect(() => {
    if (addedPath) navigate(addedPath);
  }, [addedPath, navigate]);
  const { form } = store;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const sn = await store.save();
    if (sn) setAddedPath(deviceDetailsPath(systemId, { type: 'VIRTUAL', sn }));
  };

  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Add virtual sensor" />
      <AdminOnly systemId={systemId} action="add virtual sensors">
        <form className="form" onSubmit={submit} noValidate aria-label="Add virtual sensor">
          {!addedPath && <UnsavedChangesGuard when={() => store.dirty} />}
          <TextField
            autoComplete="off"
            id="virtual-alias"
            label="Name (alias)"
            value={form.alias}
            onChange={(v) => store.set('alias', v)}
          />
          <TextField
            autoComplete="off"
            id="virtual-unit"
            label="Unit"
            value={form.unit}
            onChange={(v) => store.set('unit', v)}
          />
          <TextField
            autoComplete="off"
            id="virtual-tags"
            label="Tags"
            value={form.tags}
            onChange={(v) => store.set('tags', v)}
            hint="Comma-separated"
          />
          <VirtualFormulaEditor
            systemId={systemId}
            draft={form.formula}
            onChange={(formula) => store.set('formula', formula)}
            unit={form.unit.trim()}
            showErrors={store.submitted}
          />
          <EditorStatusLine status={store.status} />
          <button type="submit" className="button primary" disabled={store.busy}>
            {store.busy ? 'Saving…' : 'Add virtual sensor'}
          </button>
        </form>
      </AdminOnly>
    </section>
  );
});
export default inSystem('Add virtual sensor', AddVirtualScreen);
