import { observer } from 'mobx-react-lite';
import type { LoadedPushConfig } from '../../stores/models';
import type { RuleEditorStore } from '../../stores/rules/RuleEditorStore';
import { FieldError, fieldAria } from '../forms/FieldError';
import { NumberField } from './RuleNumberField';

/** Where the rule's events go, and the channel used when nobody acknowledges an alarm in time. */
export const RuleChannelsFields = observer(function RuleChannelsFields({
  store,
  channels,
}: {
  store: RuleEditorStore;
  channels: LoadedPushConfig[];
}) {
  const { form, errors } = store;
  const toggle = (id: string, on: boolean) =>
    store.set('channels', on ? [...form.channels, id] : form.channels.filter((c) => c !== id));
  return (
    <fieldset>
      <legend>Notify through</legend>
      {channels.length === 0 && <p className="empty">No notification channels yet: events are only listed.</p>}
      {channels.map((c) => (
        <label key={c.id} className="check">
          <input
            type="checkbox"
            checked={form.channels.includes(c.id)}
            onChange={(e) => toggle(c.id, e.target.checked)}
          />
          {c.name} <span className="card-meta">{c.type}</span>
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
