import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { LoadedIntegration } from '../../data/integrations';
import { IntegrationStore } from '../../stores/IntegrationStore';
import { useStores } from '../../stores/StoreContext';
import { useLive } from '../../stores/useLive';
import { SystemHeading } from '../systems/SystemHeading';
import { IntegrationEditor } from './IntegrationEditor';
import { SecretOnce } from './SecretOnce';

/** A system's integrations, live; `/integrations/new` adds one, `/integrations/{id}` edits one. */
const IntegrationsScreen = observer(function IntegrationsScreen() {
  const { systemId = '-', integrationId } = useParams();
  const { transport } = useStores();
  const navigate = useNavigate();
  const [store] = useState(() => new IntegrationStore(transport, systemId));
  const list = useLive<LoadedIntegration[]>(
    (t, cb) => (systemId === '-' ? () => {} : t.watchIntegrations(systemId, cb)),
    [systemId],
  );
  const enc = encodeURIComponent(systemId);
  const items = list.value ?? [];
  const open = items.find((i) => i.id === integrationId);
  const base = `/systems/${enc}/integrations`;
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Integrations" />
      {systemId === '-' ? null : !list.loaded ? (
        <p role="status">Loading…</p>
      ) : (
        <>
          {integrationId !== 'new' && (
            <p className="screen-actions">
              <Link className="button" to={`${base}/new`}>
                New integration
              </Link>
            </p>
          )}
          {items.length === 0 ? (
            <p className="empty">No integrations yet.</p>
          ) : (
            <ul className="plain-list" aria-label="Integrations">
              {items.map((i) => (
                <li key={i.id} aria-current={i.id === integrationId ? 'true' : undefined}>
                  <Link to={`${base}/${encodeURIComponent(i.id)}`}>{i.name}</Link>{' '}
                  <span className="card-meta">
                    {i.kind === 'webhook' ? `Forwards samples to ${i.url}` : 'Read API key'}
                    {i.enabled ? '' : ' · disabled'}
                    {i.lastError && ` · last error: ${i.lastError}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {store.shownSecret && store.shownSecret.integrationId !== open?.id && <SecretOnce store={store} />}
          {integrationId === 'new' && (
            <IntegrationEditor
              key="new"
              store={store}
              integration={undefined}
              onDone={(id) => navigate(id ? `${base}/${encodeURIComponent(id)}` : base, { replace: true })}
            />
          )}
          {open && <IntegrationEditor key={open.id} store={store} integration={open} onDone={() => navigate(base)} />}
          {integrationId && integrationId !== 'new' && !open && (
            <p className="notice error" role="alert">
              Integration {integrationId} not found.
            </p>
          )}
        </>
      )}
    </section>
  );
});
export default IntegrationsScreen;
