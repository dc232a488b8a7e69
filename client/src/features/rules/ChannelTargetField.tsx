import { observer } from 'mobx-react-lite';
import type { ChannelEditorStore } from '../../stores/rules/ChannelEditorStore';
import { LOCAL_WEBHOOK_INSPECTOR } from '../../stores/rules/channelForm';
import { FieldError, fieldAria } from '../forms/FieldError';

/** Who the channel reaches: members (push), addresses (e-mail), numbers (SMS) or a URL (webhook). */
export const ChannelTargetField = observer(function ChannelTargetField({
  store,
  members,
}: {
  store: ChannelEditorStore;
  members: string[];
}) {
  const { form, errors } = store;
  if (form.type === 'push') {
    const toggle = (m: string, on: boolean) =>
      store.set('members', on ? [...form.members, m] : form.members.filter((x) => x !== m));
    return (
      <fieldset>
        <legend>Members to notify (on browsers where they chose “Notify me on this device”)</legend>
        {members.map((m) => (
          <label key={m} className="check">
            <input type="checkbox" checked={form.members.includes(m)} onChange={(e) => toggle(m, e.target.checked)} />
            {m}
          </label>
        ))}
        <FieldError id="channel-members" message={errors.members} />
      </fieldset>
    );
  }
  if (form.type === 'webhook') {
    return (
      <>
        <label htmlFor="channel-url">Webhook URL</label>
        <input
          id="channel-url"
          type="url"
          value={form.url}
          placeholder="https://example.com/neuron"
          onChange={(e) => store.set('url', e.target.value)}
          {...fieldAria('channel-url', errors.url)}
        />
        <FieldError id="channel-url" message={errors.url} />
        {LOCAL_WEBHOOK_INSPECTOR && (
          <p className="hint">
            Local demo: <code>{LOCAL_WEBHOOK_INSPECTOR}&lt;any name&gt;</code> reaches the local webhook inspector.
          </p>
        )}
      </>
    );
  }
  const field = form.type === 'email' ? 'emails' : 'phones';
  const id = `channel-${field}`;
  return (
    <>
      <label htmlFor={id}>
        {form.type === 'email'
          ? 'E-mail addresses (one per line)'
          : 'Phone numbers in E.164, e.g. +4512345678 (one per line)'}
      </label>
      <textarea
        id={id}
        rows={3}
        value={form[field]}
        onChange={(e) => store.set(field, e.target.value)}
        {...fieldAria(id, errors[field])}
      />
      <FieldError id={id} message={errors[field]} />
    </>
  );
});
