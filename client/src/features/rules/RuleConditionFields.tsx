import { EARLY_WARNING_KIND } from '@neuron/shared';
import { observer } from 'mobx-react-lite';
import type { RuleEditorStore } from '../../stores/rules/RuleEditorStore';
import type { RuleForm } from '../../stores/rules/ruleForm';
import { Select } from '../forms/Select';
import { NumberField } from './RuleNumberField';

const OPS: Record<RuleForm['op'], string> = {
  gt: 'Above the threshold',
  lt: 'Below the threshold',
  outside: 'Outside the range',
  inside: 'Inside the range',
};

const EARLY_WARNING_OPS = { lt: 'Heading below the threshold', gt: 'Heading above the threshold' };

/** When the rule alarms: the comparison and limits (threshold), the state (binary), and the delay. */
export const RuleConditionFields = observer(function RuleConditionFields({ store }: { store: RuleEditorStore }) {
  const { form } = store;
  const offline = form.kind === 'offline_sensor' || form.kind === 'offline_gateway';
  return (
    <fieldset>
      <legend>Condition</legend>
      {offline && <p>Alarms when the device has not been heard from for 30 minutes.</p>}
      {form.kind === 'binary' && (
        <>
          <label htmlFor="rule-alarmOn">Alarm when the sensor is</label>
          <Select<RuleForm['alarmOn']>
            id="rule-alarmOn"
            value={form.alarmOn}
            onChange={(on) => store.set('alarmOn', on)}
            options={[
              { value: 'high', label: 'High (its high text, e.g. Open)' },
              { value: 'low', label: 'Low (its low text, e.g. Closed)' },
            ]}
          />
        </>
      )}
      {form.kind === EARLY_WARNING_KIND && (
        <p className="hint">
          Alarms before the limit is reached: when the trend of the last day&apos;s hourly means says the value will be
          past the threshold within the hours ahead. No steady trend (too little data, flat or noisy): no change.
        </p>
      )}
      {(form.kind === 'threshold' || form.kind === EARLY_WARNING_KIND) && (
        <>
          <div className="row">
            <div>
              <label htmlFor="rule-watch">Watch</label>
              <Select<RuleForm['watch']>
                id="rule-watch"
                value={form.watch}
                onChange={(watch) => store.set('watch', watch)}
                options={[
                  { value: 'value', label: 'A value of the sensor' },
                  { value: 'battery', label: 'Its battery level (%)' },
                ]}
              />
            </div>
            {form.watch === 'value' && (
              <NumberField store={store} field="valueIndex" label="Value index (0 is the first value)" />
            )}
            <div>
              <label htmlFor="rule-op">Alarm when the value is</label>
              <Select<RuleForm['op']>
                id="rule-op"
                value={form.op}
                onChange={(op) => store.set('op', op)}
                options={Object.entries(form.kind === EARLY_WARNING_KIND ? EARLY_WARNING_OPS : OPS).map(
                  ([op, label]) => ({
                    value: op as RuleForm['op'],
                    label,
                  }),
                )}
              />
            </div>
          </div>
          <div className="row">
            {form.op === 'gt' || form.op === 'lt' ? (
              <NumberField store={store} field="threshold" label="Threshold" />
            ) : (
              <>
                <NumberField store={store} field="low" label="Low limit" />
                <NumberField store={store} field="high" label="High limit" />
              </>
            )}
            <NumberField store={store} field="hysteresis" label="Hysteresis (clears only this far back)" />
            {form.kind === EARLY_WARNING_KIND && (
              <NumberField store={store} field="horizonH" label="Within the next (hours)" />
            )}
          </div>
        </>
      )}
      {!offline && <NumberField store={store} field="delayMin" label="For at least (minutes)" />}
    </fieldset>
  );
});
