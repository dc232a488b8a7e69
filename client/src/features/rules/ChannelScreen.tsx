import { observer } from 'mobx-react-lite';
import { RECENT_DATA_WINDOW_MS } from '@neuron/shared';
import { LoadState } from '../../app/LoadState';
import { useRouteParam } from '../../app/routeParams';
import type { LoadedPushConfig } from '../../data/pushConfig';
import { useLiveDocument, useRead } from '../../stores/useLive';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';

/** A notification channel in detail, live, with its delivery errors of the last hour. */
const ChannelScreen = observer(function ChannelScreen({ systemId }: { systemId: string }) {
  const channelId = useRouteParam('channelId');
  const channel = useLiveDocument<LoadedPushConfig>(
    (t, onChange, onError) => t.watchPushConfig(systemId, channelId, onChange, onError),
    [systemId, channelId],
  );
  const errors = useRead(
    (t) => t.readPushErrors(systemId, channelId, Date.now() - RECENT_DATA_WINDOW_MS, 20),
    [systemId, channelId],
  );
  const c = channel.value;
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading systemId={systemId} title={c ? `Channel ${c.name}` : 'Notification channel'} />
      <LoadState state={channel} notFound={`Notification channel ${channelId} not found.`}>
        {(c) => (
          <>
            <dl className="facts">
              <dt>Type</dt>
              <dd>{c.type}</dd>
              <dt>Enabled</dt>
              <dd>{c.enabled ? 'Yes' : 'No'}</dd>
              <dt>Sends to</dt>
              <dd>{Array.isArray(c.target) ? c.target.join(', ') : c.target}</dd>
            </dl>
            <h2>Delivery errors in the last hour</h2>
            {(errors.value ?? []).length === 0 ? (
              <p className="empty">None.</p>
            ) : (
              <ul className="plain-list">
                {(errors.value ?? []).map((e) => (
                  <li key={e.id}>
                    <time dateTime={new Date(e.time).toISOString()}>{new Date(e.time).toLocaleString()}</time>{' '}
                    {e.message}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </LoadState>
    </section>
  );
});
export default inSystem('Notification channel', ChannelScreen);
