import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { IntegrationView } from '../../stores/models';
import type { IntegrationForm } from '../../stores/integrations/IntegrationEditorStore';
import { useFeature } from '../../stores/StoreContext';
import { editorsFeature } from '../../stores/Editors';
import { EditorActions } from '../forms/EditorActions';
import { EditorStatusLine } from '../forms/EditorStatusLine';
import { Select } from '../forms/Select';
import { TextField } from '../forms/TextField';
import { UnsavedChangesGuard } from '../forms/UnsavedChangesGuard';
import { SecretOnce } from './SecretOnce';

/** Add (integration undefined) or edit one integration: name, URL, enabled; delete; new secret. */
export const IntegrationEditor = observer(function IntegrationEditor({
  systemId,
  integration,
  onDone,
}: {
  systemId: string;
  integration: IntegrationView | undefined;
  onDone: (id?: string) => void;
}) {
  const editors = useFeature(editorsFeature);
  // One store per integration opened (the screen keys the editor by integration).
  const [store] = useState(() => editors.integration(systemId, integration));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const id = await store.save();
    if (id && !integration) {
      // The new integration's own page shows its secret or key, once.
      if (store.shownSecret) editors.handOverSecret(id, store.shownSecret.secret);
      onDone(id);
    }
  };
  // Cancel puts the stored integration back; a new one's editor closes.
  const cancel = () => {
    store.cancel();
    if (!integration) onDone();
  };
  const { form, errors } = store;
  return (
    <form
      className="form"
      onSubmit={submit}
      noValidate
      aria-label={integration ? `Integration ${integration.name}` : 'New integration'}
    >
      <UnsavedChangesGuard when={() => store.dirty} />
      <h2>{integration ? integration.name : 'New integration'}</h2>
      {!integration && (
        <>
          <label htmlFor="integration-kind">Kind</label>
          <Select<IntegrationForm['kind']>
            id="integration-kind"
            value={form.kind}
            onChange={(kind) => store.set('kind', kind as IntegrationForm['kind'])}
            options={[
              { value: 'webhook', label: 'Forward every sample to a webhook (signed)' },
              { value: 'api_key', label: 'Read API key (devices with latest values)' },
            ]}
          />
        </>
      )}
      <TextField
        id="integration-name"
        label="Name"
        value={form.name}
        error={errors.name}
        onChange={(name) => store.set('name', name)}
      />
      {form.kind === 'webhook' && (
        <TextField
          id="integration-url"
          label="Webhook URL"
          type="url"
          value={form.url}
          error={errors.url}
          onChange={(url) => store.set('url', url)}
        />
      )}
      <label className="check">
        <input type="checkbox" checked={form.enabled} onChange={(e) => store.set('enabled', e.target.checked)} />
        Enabled
      </label>
      {integration && (
        <dl className="facts">
          {/* An API key's "delivery" is its last use: the read API records when it answered. */}
          <dt>{integration.kind === 'api_key' ? 'Last used' : 'Last delivery'}</dt>
          <dd>{integration.lastDelivery ? new Date(integration.lastDelivery).toLocaleString() : 'None yet'}</dd>
          <dt>Last error</dt>
          <dd>{integration.lastError ?? 'None'}</dd>
        </dl>
      )}
      {integration && <SecretOnce store={store} />}
      <EditorStatusLine status={store.status} />
      <EditorActions
        saveLabel={integration ? 'Save integration' : 'Add integration'}
        busy={store.busy}
        busyLabel="Working…"
        onCancel={cancel}
        remove={
          integration && {
            label: 'Delete integration',
            confirm: 'Yes, delete this integration',
            run: () => void store.remove().then((ok) => ok && onDone()),
          }
        }
      >
        {integration && (
          <button type="button" className="button" disabled={store.busy} onClick={() => void store.rotate()}>
            {integration.kind === 'webhook' ? 'New signing secret' : 'New API key'}
          </button>
        )}
      </EditorActions>
    </form>
  );
});
