import { EARLY_WARNING_KIND } from '@neuron/shared';
import { observer } from 'mobx-react-lite';
import type { PushConfigView } from '../../stores/models';
import type { RuleEditorStore } from '../../stores/rules/RuleEditorStore';
import type { LiveValue } from '../../stores/useLive';
import { CHANNEL_TYPE_SHORT } from './channelTypeLabels';
import { FieldError } from '../forms/FieldError';
import { Select } from '../forms/Select';
import { NumberField } from './RuleNumberField';

/**
 * Where the rule's events go, and the channel used when nobody acknowledges an alarm in time.
 * "No channels" is said only once the channels have been read: while they load the picker says
 * so, so nobody saves a rule that notifies nobody or adds a channel that exists already.
 */
export const RuleChannelsFields = observer(function RuleChannelsFields({
  store,
  read,
}: {
  store: RuleEditorStore;
  read: Pick<LiveValue<PushConfigView[]>, 'value' | 'loaded' | 'error'>;
}) {
  const channels = read.loaded && !read.error ? (read.value ?? []) : [];
  const { form, errors } = store;
  const toggle = (id: string, on: boolean) =>
    store.set('channels', on ? [...form.channels, id] : form.channels.filter((c) => c !== id));
  return (
    <fieldset>
      <legend>Notify through</legend>
      {read.error ? (
        <p className="notice error" role="alert">
          Could not load the notification channels: {read.error}
        </p>
      ) : !read.loaded ? (
        <p role="status">Loading notification channels…</p>
      ) : (
        channels.length === 0 && <p className="empty">No notification channels yet: events are only listed.</p>
      )}
      {channels.map((c) => (
        <label key={c.id} className="check">
          <input
            type="checkbox"
            checked={form.channels.includes(c.id)}
            onChange={(e) => toggle(c.id, e.target.checked)}
          />
          {c.name} <span className="card-meta">{CHANNEL_TYPE_SHORT[c.type]}</span>
        </label>
      ))}
      {/* Only alarms of value rules carry an escalation time (see the escalation sweep). */}
      {(form.kind === 'threshold' || form.kind === 'binary' || form.kind === EARLY_WARNING_KIND) && (
        <>
          <label htmlFor="rule-escalationChannel">If an alarm is not acknowledged, escalate to</label>
          <Select
            id="rule-escalationChannel"
            value={form.escalationChannel}
            onChange={(id) => store.set('escalationChannel', id)}
            error={errors.escalationChannel}
            options={[
              { value: '', label: 'Nobody (no escalation)' },
              // The stored choice stays selected (not "Nobody") while the channels load.
              ...(!read.loaded && form.escalationChannel ? [{ value: form.escalationChannel, label: 'Loading…' }] : []),
              ...channels.map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
          <FieldError id="rule-escalationChannel" message={errors.escalationChannel} />
          {form.escalationChannel && (
            <NumberField store={store} field="escalateAfterMin" label="Escalate after (minutes)" />
          )}
        </>
      )}
    </fieldset>
  );
});
