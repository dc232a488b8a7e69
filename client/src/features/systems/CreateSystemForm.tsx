import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';
import { newSystemEditor } from '../../stores/systems/NewSystemEditorStore';
import { EditorStatusLine } from '../forms/EditorStatusLine';
import { TextField } from '../forms/TextField';
import { UnsavedChangesGuard } from '../forms/UnsavedChangesGuard';

/** Creates a system named by the user, who becomes its only admin, then opens it. */
export const CreateSystemForm = observer(function CreateSystemForm() {
  const stores = useStores();
  const navigate = useNavigate();
  const [store] = useState(() => newSystemEditor(stores));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const id = await store.save();
    if (id) navigate(`/systems/${encodeURIComponent(id)}`);
  };

  return (
    <form className="inline-form" onSubmit={submit} noValidate aria-label="Create a system">
      <UnsavedChangesGuard when={() => store.dirty} />
      <TextField
        id="new-system-name"
        label="New system name"
        value={store.form.name}
        maxLength={100}
        error={store.errors.name}
        onChange={(name) => store.set('name', name)}
      />
      <button type="submit" className="button primary" disabled={store.busy}>
        {store.busy ? 'Creating…' : 'Create system'}
      </button>
      <EditorStatusLine status={store.status?.kind === 'failed' ? store.status : null} />
    </form>
  );
});
