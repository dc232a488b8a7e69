import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { LoadState } from '../../app/LoadState';
import { useRouteParam } from '../../app/routeParams';
import { useStoredChannel } from '../../stores/rules/ruleReads';
import { AdminOnly } from '../systems/adminOnly';
import { inSystem } from '../systems/inSystem';
import { SystemHeading } from '../systems/SystemHeading';
import { useStores } from '../../stores/StoreContext';
import { ChannelEditor } from './ChannelEditor';
import { ChannelErrorsLog } from './ChannelErrorsLog';

/** A notification channel to edit (`/notificationchannels/{id}`) or a new one (`…/new`), with its errors log. */
const ChannelScreen = observer(function ChannelScreen({ systemId }: { systemId: string }) {
  const channelId = useRouteParam('channelId');
  // The system (its members, for a push channel's targets); no device is read here.
  const system = useStores().systems.byId(systemId);
  const isNew = channelId === 'new';
  // Bumped after each Send test: a failed one adds an error the log should show at once.
  const [tests, setTests] = useState(0);
  // Read once: the editor holds the draft. A new channel reads as found with nothing stored.
  const channel = useStoredChannel(systemId, channelId, isNew);
  const c = channel.value?.stored;
  const members = [...new Set([...(system?.admin ?? []), ...(system?.users ?? [])])].sort();
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading
        systemId={systemId}
        title={isNew ? 'New notification channel' : c ? `Channel ${c.name}` : 'Notification channel'}
      />
      <LoadState state={channel} notFound={`Notification channel ${channelId} not found.`}>
        {({ stored }) => (
          <>
            <AdminOnly
              systemId={systemId}
              action={isNew ? 'add notification channels' : 'change its notification channels'}
            >
              <ChannelEditor
                key={`${systemId}/${channelId}`}
                systemId={systemId}
                channelId={isNew ? null : channelId}
                stored={stored}
                members={members}
                onTested={() => setTests((n) => n + 1)}
              />
            </AdminOnly>
            {!isNew && <ChannelErrorsLog systemId={systemId} channelId={channelId} refreshKey={tests} />}
          </>
        )}
      </LoadState>
    </section>
  );
});
export default inSystem('Notification channel', ChannelScreen);
