import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../app/routeTable';
import type { PushConfig } from '@neuron/shared';
import { useFeature } from '../../stores/StoreContext';
import { editorsFeature } from '../../stores/Editors';
import { EditorActions } from '../forms/EditorActions';
import { EditorStatusLine } from '../forms/EditorStatusLine';
import { Select } from '../forms/Select';
import { TextField } from '../forms/TextField';
import { UnsavedChangesGuard } from '../forms/UnsavedChangesGuard';
import { ChannelTargetField } from './ChannelTargetField';
import { CHANNEL_TYPE_LABELS } from './channelTypeLabels';

interface Props {
  systemId: string;
  channelId: string | null;
  stored: PushConfig | undefined;
  members: string[];
  /** After a Send test (sent or not): the errors log reads again. */
  onTested?: () => void;
}

/** The channel form, Send test, and (webhooks) the signing secret shown once. */
export const ChannelEditor = observer(function ChannelEditor({
  systemId,
  channelId,
  stored,
  members,
  onTested,
}: Props) {
  const editors = useFeature(editorsFeature);
  const navigate = useNavigate();
  const [store] = useState(() => editors.channel(systemId, channelId, stored, members));
  const { form, errors } = store;
  const list = pathFor('notification_channels', { systemId });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const id = await store.save();
    // A new channel opens as itself (its Send test, errors log, Delete); a new webhook's secret is
    // handed to the channel's editor there, to be shown once.
    if (id && !channelId) {
      if (store.secret) editors.handOverSecret(id, store.secret);
      navigate(pathFor('notificationChannel', { systemId, channelId: id }), { replace: true });
    }
  };

  const remove = async () => {
    if (await store.remove()) navigate(list);
  };
  // Cancel puts the stored channel back; on the "new" page it also leaves.
  const cancel = () => {
    store.cancel();
    if (!channelId) navigate(list);
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Notification channel">
      <UnsavedChangesGuard when={() => store.dirty} />
      <TextField
        id="channel-name"
        label="Name"
        value={form.name}
        maxLength={100}
        error={errors.name}
        onChange={(name) => store.set('name', name)}
      />
      <label htmlFor="channel-type">Type</label>
      <Select<PushConfig['type']>
        id="channel-type"
        value={form.type}
        onChange={(type) => store.set('type', type)}
        options={Object.entries(CHANNEL_TYPE_LABELS).map(([t, label]) => ({ value: t as PushConfig['type'], label }))}
      />
      <ChannelTargetField store={store} members={members} />
      <label className="check">
        <input type="checkbox" checked={form.enabled} onChange={(e) => store.set('enabled', e.target.checked)} />
        Enabled
      </label>

      {store.secret && (
        <div className="notice" role="status">
          <p>
            Signing secret (shown only now; copy it to the receiver). Each request carries{' '}
            <code>
              x-neuron-signature: t=&lt;send time&gt;,v1=&lt;HMAC-SHA256 of &quot;t.body&quot; with this secret&gt;
            </code>
            ; accept it only when t is within 5 minutes of your clock.
          </p>
          <p className="secret-once" data-testid="channel-secret">
            {store.secret}
          </p>
        </div>
      )}
      <EditorStatusLine status={store.status} />
      {store.testResult && (
        <p className="notice" role="status">
          {store.testResult}
        </p>
      )}
      <EditorActions
        saveLabel={channelId ? 'Save channel' : 'Create channel'}
        busy={store.busy}
        busyLabel="Working…"
        onCancel={cancel}
        remove={
          channelId
            ? { label: 'Delete channel', confirm: 'Yes, delete this channel', run: () => void remove() }
            : undefined
        }
      >
        {channelId && (
          <button
            type="button"
            className="button"
            disabled={store.busy}
            onClick={() => void store.sendTest().then(() => onTested?.())}
          >
            Send test
          </button>
        )}
        {channelId && form.type === 'webhook' && stored?.type === 'webhook' && (
          <button type="button" className="button" disabled={store.busy} onClick={() => void store.rotateSecret()}>
            New signing secret
          </button>
        )}
      </EditorActions>
    </form>
  );
});
