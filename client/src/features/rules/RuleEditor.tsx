import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { pathFor } from '../../app/routeTable';
import { EARLY_WARNING_KIND, systemTimeZone, type EventRule } from '@neuron/shared';
import type { RuleForm } from '../../stores/rules/ruleForm';
import { useFeature, useStores } from '../../stores/StoreContext';
import { editorsFeature } from '../../stores/Editors';
import { usePushConfigs } from '../../stores/rules/ruleReads';
import { EditorActions } from '../forms/EditorActions';
import { EditorStatusLine } from '../forms/EditorStatusLine';
import { Select } from '../forms/Select';
import { TextField } from '../forms/TextField';
import { UnsavedChangesGuard } from '../forms/UnsavedChangesGuard';
import { BacktestPanel } from './BacktestPanel';
import { RuleConditionFields } from './RuleConditionFields';
import { RuleDevicesField } from './RuleDevicesField';
import { RuleChannelsFields } from './RuleChannelsFields';
import { RuleScheduleFields } from './RuleScheduleFields';

const KIND_LABELS: Record<EventRule['kind'], string> = {
  threshold: 'Threshold',
  binary: 'Binary (open / closed)',
  offline_sensor: 'Offline sensor',
  offline_gateway: 'Offline gateway',
  [EARLY_WARNING_KIND]: 'Early warning',
};

interface Props {
  systemId: string;
  ruleId: string | null;
  stored: EventRule | undefined;
  preset: Partial<RuleForm> | undefined;
}

/** The rule form: every field with its error beside it; saves only a valid rule. */
export const RuleEditor = observer(function RuleEditor({ systemId, ruleId, stored, preset }: Props) {
  const stores = useStores();
  const editors = useFeature(editorsFeature);
  const navigate = useNavigate();
  const [store] = useState(() => editors.rule(systemId, ruleId, stored, preset));
  const channels = usePushConfigs(systemId);
  const { form, errors } = store;
  const list = pathFor('rules', { systemId });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const id = await store.save();
    if (id && !ruleId) navigate(pathFor('rule', { systemId, ruleId: id }), { replace: true });
  };
  const remove = async () => {
    if (await store.remove()) navigate(list);
  };
  // Cancel puts the stored rule back; on the "new" page it also leaves (nothing is left to ask about).
  const cancel = () => {
    store.cancel();
    if (!ruleId) navigate(list);
  };

  return (
    <form className="form rule-form" onSubmit={submit} noValidate aria-label="Rule">
      <UnsavedChangesGuard when={() => store.dirty} />
      <TextField
        id="rule-name"
        label="Name"
        value={form.name}
        maxLength={100}
        error={errors.name}
        onChange={(name) => store.set('name', name)}
      />

      <label htmlFor="rule-kind">Kind</label>
      <Select<EventRule['kind']>
        id="rule-kind"
        value={form.kind}
        onChange={(kind) => store.set('kind', kind)}
        options={Object.entries(KIND_LABELS).map(([k, label]) => ({ value: k as EventRule['kind'], label }))}
      />

      <label className="check">
        <input type="checkbox" checked={form.enabled} onChange={(e) => store.set('enabled', e.target.checked)} />
        Enabled
      </label>

      <RuleDevicesField store={store} />
      <RuleConditionFields store={store} />
      {(form.kind === 'threshold' || form.kind === 'binary' || form.kind === EARLY_WARNING_KIND) && (
        <RuleScheduleFields store={store} timeZone={systemTimeZone(stores.systems.byId(systemId))} />
      )}
      <RuleChannelsFields store={store} read={channels} />

      <EditorStatusLine status={store.status} />
      <EditorActions
        saveLabel={ruleId ? 'Save rule' : 'Create rule'}
        busy={store.busy}
        onCancel={cancel}
        remove={
          ruleId ? { label: 'Delete rule', confirm: 'Yes, delete this rule', run: () => void remove() } : undefined
        }
      />
      {(form.kind === 'threshold' || form.kind === 'binary') && <BacktestPanel store={store} />}
    </form>
  );
});
