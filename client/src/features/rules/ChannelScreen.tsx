import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { useRead } from '../../stores/useLive';
import { SystemHeading } from '../systems/SystemHeading';
import { useSystemDevices } from '../systems/useSystemDevices';
import { ChannelEditor } from './ChannelEditor';
import { ChannelErrorsLog } from './ChannelErrorsLog';

/** A notification channel to edit (`/notificationchannels/{id}`) or a new one (`…/new`), with its errors log. */
const ChannelScreen = observer(function ChannelScreen() {
  const { channelId = 'new' } = useParams();
  const { systemId, system } = useSystemDevices();
  const isNew = channelId === 'new';
  const channel = useRead(
    (t) => (isNew || systemId === '-' ? Promise.resolve(undefined) : t.readPushConfig(systemId, channelId)),
    [systemId, channelId],
  );
  const c = channel.value;
  const members = [...new Set([...(system?.admin ?? []), ...(system?.users ?? [])])].sort();
  return (
    <section aria-labelledby="screen-title">
      <SystemHeading
        systemId={systemId}
        title={isNew ? 'New notification channel' : c ? `Channel ${c.name}` : 'Notification channel'}
      />
      {systemId === '-' ? null : !channel.loaded ? (
        <p role="status">Loading…</p>
      ) : !isNew && !c ? (
        <p className="notice error" role="alert">
          Notification channel {channelId} not found.
        </p>
      ) : (
        <>
          <ChannelEditor
            key={`${systemId}/${channelId}`}
            systemId={systemId}
            channelId={isNew ? null : channelId}
            stored={c}
            members={members}
          />
          {!isNew && <ChannelErrorsLog systemId={systemId} channelId={channelId} />}
        </>
      )}
    </section>
  );
});
export default ChannelScreen;
