import { observer } from 'mobx-react-lite';
import type { RuleEditorStore } from '../../stores/rules/RuleEditorStore';
import type { RuleForm } from '../../stores/rules/ruleForm';
import { NumberField } from './RuleNumberField';

const OPS: Record<RuleForm['op'], string> = {
  gt: 'Above the threshold',
  lt: 'Below the threshold',
  outside: 'Outside the range',
  inside: 'Inside the range',
};

const FORECAST_OPS = { lt: 'Heading below the threshold', gt: 'Heading above the threshold' };

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
          <select
            id="rule-alarmOn"
            value={form.alarmOn}
            onChange={(e) => store.set('alarmOn', e.target.value as RuleForm['alarmOn'])}
          >
            <option value="high">High (its high text, e.g. Open)</option>
            <option value="low">Low (its low text, e.g. Closed)</option>
          </select>
        </>
      )}
      {form.kind === 'forecast' && (
        <p className="hint">
          Alarms before the limit is reached: when the trend of the last day&apos;s hourly means says the value will be
          past the threshold within the hours ahead. No steady trend (too little data, flat or noisy): no change.
        </p>
      )}
      {(form.kind === 'threshold' || form.kind === 'forecast') && (
        <>
          <div className="row">
            <div>
              <label htmlFor="rule-watch">Watch</label>
              <select
                id="rule-watch"
                value={form.watch}
                onChange={(e) => store.set('watch', e.target.value as RuleForm['watch'])}
              >
                <option value="value">A value of the sensor</option>
                <option value="battery">Its battery level (%)</option>
              </select>
            </div>
            {form.watch === 'value' && (
              <NumberField store={store} field="valueIndex" label="Value index (0 is the first value)" />
            )}
            <div>
              <label htmlFor="rule-op">Alarm when the value is</label>
              <select id="rule-op" value={form.op} onChange={(e) => store.set('op', e.target.value as RuleForm['op'])}>
                {Object.entries(form.kind === 'forecast' ? FORECAST_OPS : OPS).map(([op, label]) => (
                  <option key={op} value={op}>
                    {label}
                  </option>
                ))}
              </select>
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
            {form.kind === 'forecast' && <NumberField store={store} field="horizonH" label="Within the next (hours)" />}
          </div>
        </>
      )}
      {!offline && <NumberField store={store} field="delayMin" label="For at least (minutes)" />}
    </fieldset>
  );
});
