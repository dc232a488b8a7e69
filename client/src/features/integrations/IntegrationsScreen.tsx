import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { LoadState } from '../../app/LoadState';
import { useRouteParam } from '../../app/routeParams';
import { pathFor } from '../../app/routeTable';
import type { LoadedIntegration } from '../../data/integrations';
import { useLive } from '../../stores/useLive';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';

/** A system's integrations, live; the one named in the path is shown open. */
const IntegrationsScreen = observer(function IntegrationsScreen({ systemId }: { systemId: string }) {
  const integrationId = useRouteParam('integrationId');
  const list = useLive<LoadedIntegration[]>((t, cb) => t.watchIntegrations(systemId, cb), [systemId]);
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Integrations" />
      <LoadState state={list}>
        {(items) => (
          <>
            {items.length === 0 ? (
              <p className="empty">No integrations yet.</p>
            ) : (
              <ul className="plain-list">
                {items.map((i) => (
                  <li key={i.id} aria-current={i.id === integrationId ? 'true' : undefined}>
                    <Link to={pathFor('integrations', { systemId, integrationId: i.id })}>{i.name}</Link>{' '}
                    <span className="card-meta">
                      {i.kind === 'webhook' ? `Webhook to ${i.url}` : 'API key'}
                      {i.enabled ? '' : ' · disabled'}
                      {i.lastError && ` · last error: ${i.lastError}`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {integrationId && !items.some((i) => i.id === integrationId) && (
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
