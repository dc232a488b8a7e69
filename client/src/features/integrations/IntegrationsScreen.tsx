import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { LoadState } from '../../app/LoadState';
import { useRouteParam } from '../../app/routeParams';
import { pathFor } from '../../app/routeTable';
import { useIntegrations } from '../../stores/integrations/integrationReads';
import { useFeature } from '../../stores/StoreContext';
import { editorsFeature } from '../../stores/Editors';
import { AdminOnly } from '../systems/adminOnly';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';
import { IntegrationEditor } from './IntegrationEditor';

/** A system's integrations, live; `/integrations/new` adds one, `/integrations/{id}` edits one. */
const IntegrationsScreen = observer(function IntegrationsScreen({ systemId }: { systemId: string }) {
  const integrationId = useRouteParam('integrationId');
  const navigate = useNavigate();
  const editors = useFeature(editorsFeature);
  const list = useIntegrations(systemId);
  const items = list.value ?? [];
  const open = items.find((i) => i.id === integrationId);
  const at = (id?: string) => pathFor('integrations', { systemId, integrationId: id });
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Integrations" />
      <LoadState state={list}>
        {() => (
          <>
            <AdminOnly systemId={systemId} action="add or change its integrations">
              {integrationId !== 'new' && (
                <p className="screen-actions">
                  <Link className="button" to={at('new')}>
                    New integration
                  </Link>
                </p>
              )}
            </AdminOnly>
            {items.length === 0 ? (
              <p className="empty">No integrations yet.</p>
            ) : (
              <ul className="plain-list" aria-label="Integrations">
                {items.map((i) => (
                  <li key={i.id} aria-current={i.id === integrationId ? 'true' : undefined}>
                    <Link to={at(i.id)}>{i.name}</Link>{' '}
                    <span className="card-meta">
                      {i.kind === 'webhook' ? `Forwards samples to ${i.url}` : 'Read API key'}
                      {i.enabled ? '' : ' · disabled'}
                      {i.lastError && ` · last error: ${i.lastError}`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {integrationId === 'new' && (
              <AdminOnly systemId={systemId} action="add integrations" quiet>
                <IntegrationEditor
                  key="new"
                  systemId={systemId}
                  integration={undefined}
                  onDone={(id) => navigate(at(id), { replace: true })}
                />
              </AdminOnly>
            )}
            {open && (
              <AdminOnly systemId={systemId} action="change integrations" quiet>
                <IntegrationEditor key={open.id} systemId={systemId} integration={open} onDone={() => navigate(at())} />
              </AdminOnly>
            )}
            {integrationId && integrationId !== 'new' && !open && editors.justCreated(integrationId) && (
              <p role="status">Opening the new integration…</p>
            )}
            {integrationId && integrationId !== 'new' && !open && !editors.justCreated(integrationId) && (
              <p className="notice error" role="alert">
                Integration {integrationId} not found.
              </p>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
});
export default inSystem('Integrations', IntegrationsScreen);
