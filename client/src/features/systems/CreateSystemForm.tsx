import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../../stores/StoreContext';

/** Creates a system named by the user, who becomes its only admin, then opens it. */
export const CreateSystemForm = observer(function CreateSystemForm() {
  const { systems } = useStores();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const result = await systems.create(name);
    setBusy(false);
    if (!result.ok) return setError(result.error);
    setError(undefined);
    setName('');
    navigate(`/systems/${encodeURIComponent(result.value)}`);
  };

  return (
    <form className="inline-form" onSubmit={submit} noValidate aria-label="Create a system">
      <label htmlFor="new-system-name">New system name</label>
      <input
        id="new-system-name"
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'new-system-error' : undefined}
      />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? 'Creating…' : 'Create system'}
      </button>
      {error && (
        <p id="new-system-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
});
