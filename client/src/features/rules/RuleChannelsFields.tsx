import { observer } from 'mobx-react-lite';
import type { PushConfigView } from '../../stores/models';
import type { RuleEditorStore } from '../../stores/rules/RuleEditorStore';
import type { LiveValue } from '../../stores/useLive';
import { CHANNEL_TYPE_SHORT } from './channelTypeLabels';
import { FieldError, fieldAria } from '../forms/FieldError';
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
      {(form.kind === 'threshold' || form.kind === 'binary' || form.kind === 'forecast') && (
        <>
          <label htmlFor="rule-escalationChannel">If an alarm is not acknowledged, escalate to</label>
          <select
            id="rule-escalationChannel"
            value={form.escalationChannel}
            onChange={(e) => store.set('escalationChannel', e.target.value)}
            {...fieldAria('rule-escalationChannel', errors.escalationChannel)}
          >
            <option value="">Nobody (no escalation)</option>
            {!read.loaded && form.escalationChannel && (
              // The stored choice stays selected (not "Nobody") while the channels load.
              <option value={form.escalationChannel}>Loading…</option>
            )}
            {channels.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError id="rule-escalationChannel" message={errors.escalationChannel} />
          {form.escalationChannel && (
            <NumberField store={store} field="escalateAfterMin" label="Escalate after (minutes)" />
          )}
        </>
      )}
    </fieldset>
  );
});
