import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { LoadedIntegration } from '../../stores/models';
import type { IntegrationForm, IntegrationStore } from '../../stores/integrations/IntegrationStore';
import { useStores } from '../../stores/StoreContext';
import { EditorActions } from '../forms/EditorActions';
import { EditorStatusLine } from '../forms/EditorStatusLine';
import { Select } from '../forms/Select';
import { TextField } from '../forms/TextField';
import { UnsavedChangesGuard } from '../forms/UnsavedChangesGuard';
import { SecretOnce } from './SecretOnce';

/** Add (integration undefined) or edit one integration: name, URL, enabled; delete; new secret. */
export const IntegrationEditor = observer(function IntegrationEditor({
  store,
  integration,
  onDone,
}: {
  store: IntegrationStore;
  integration: LoadedIntegration | undefined;
  onDone: (id?: string) => void;
}) {
  const { ui } = useStores();
  // The draft lives in the store, started once per mount (the screen keys the editor by integration).
  useState(() => store.edit(integration));
  const set = (patch: Partial<IntegrationForm>) => store.set(patch);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (integration) await ui.track(store.save(integration.id));
    else {
      const id = await ui.track(store.create());
      if (id) onDone(id);
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
            onChange={(kind) => set({ kind })}
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
        onChange={(name) => set({ name })}
      />
      {form.kind === 'webhook' && (
        <TextField
          id="integration-url"
          label="Webhook URL"
          type="url"
          value={form.url}
          error={errors.url}
          onChange={(url) => set({ url })}
        />
      )}
      <label className="check">
        <input type="checkbox" checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
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
      {integration && store.shownSecret?.integrationId === integration.id && <SecretOnce store={store} />}
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
            run: () => void ui.track(store.remove(integration.id)).then((ok) => ok && onDone()),
          }
        }
      >
        {integration && (
          <button
            type="button"
            className="button"
            disabled={store.busy}
            onClick={() => void ui.track(store.rotate(integration.id, integration.kind))}
          >
            {integration.kind === 'webhook' ? 'New signing secret' : 'New API key'}
          </button>
        )}
      </EditorActions>
    </form>
  );
});
