import { observer } from 'mobx-react-lite';
import { Link, useParams } from 'react-router-dom';
import type { LoadedIntegration } from '../../data/integrations';
import { useLive } from '../../stores/useLive';
import { SystemHeading } from '../systems/SystemHeading';

/** A system's integrations, live; the one named in the path is shown open. */
const IntegrationsScreen = observer(function IntegrationsScreen() {
  const { systemId = '-', integrationId } = useParams();
  const list = useLive<LoadedIntegration[]>(
    (t, cb) => (systemId === '-' ? () => {} : t.watchIntegrations(systemId, cb)),
    [systemId],
  );
  const enc = encodeURIComponent(systemId);
  const items = list.value ?? [];
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title="Integrations" />
      {systemId === '-' ? null : !list.loaded ? (
        <p role="status">Loading…</p>
      ) : items.length === 0 ? (
        <p className="empty">No integrations yet.</p>
      ) : (
        <ul className="plain-list">
          {items.map((i) => (
            <li key={i.id} aria-current={i.id === integrationId ? 'true' : undefined}>
              <Link to={`/systems/${enc}/integrations/${encodeURIComponent(i.id)}`}>{i.name}</Link>{' '}
              <span className="card-meta">
                {i.kind === 'webhook' ? `Webhook to ${i.url}` : 'API key'}
                {i.enabled ? '' : ' · disabled'}
                {i.lastError && ` · last error: ${i.lastError}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {integrationId && list.loaded && !items.some((i) => i.id === integrationId) && (
        <p className="notice error" role="alert">
          Integration {integrationId} not found.
        </p>
      )}
    </section>
  );
});
export default IntegrationsScreen;
