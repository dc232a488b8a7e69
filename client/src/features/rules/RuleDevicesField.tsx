import { EARLY_WARNING_KIND } from '@neuron/shared';
import { observer } from 'mobx-react-lite';
import type { DeviceView } from '../../stores/models';
import type { RuleEditorStore } from '../../stores/rules/RuleEditorStore';
import { FieldError, errorId } from '../forms/FieldError';

const ALL_LABEL: Record<string, string> = {
  threshold: 'All sensors and virtual sensors',
  binary: 'All sensors',
  offline_sensor: 'All sensors',
  offline_gateway: 'All gateways',
  [EARLY_WARNING_KIND]: 'All sensors and virtual sensors',
};

/** Which devices the rule watches: every device of its kind's type, or the ones picked. */
export const RuleDevicesField = observer(function RuleDevicesField({
  store,
  devices,
  loaded,
}: {
  store: RuleEditorStore;
  devices: DeviceView[];
  loaded: boolean;
}) {
  const { form, errors } = store;
  const all = form.devices.includes('*');
  const candidates = store.candidates(devices);
  const toggle = (sn: string, on: boolean) =>
    store.set('devices', on ? [...form.devices.filter((d) => d !== '*'), sn] : form.devices.filter((d) => d !== sn));
  return (
    <fieldset aria-describedby={errors.devices ? errorId('rule-devices') : undefined}>
      <legend>Devices</legend>
      <label className="check">
        <input type="radio" name="rule-devices-mode" checked={all} onChange={() => store.set('devices', ['*'])} />
        {ALL_LABEL[form.kind]}
      </label>
      <label className="check">
        <input type="radio" name="rule-devices-mode" checked={!all} onChange={() => store.set('devices', [])} />
        Only the devices picked below
      </label>
      {!all &&
        (!loaded ? (
          <p role="status">Loading devices…</p>
        ) : candidates.length === 0 ? (
          <p className="empty">This system has no devices of this kind.</p>
        ) : (
          candidates.map((d) => (
            <label key={d.sn} className="check">
              <input
                type="checkbox"
                checked={form.devices.includes(d.sn)}
                onChange={(e) => toggle(d.sn, e.target.checked)}
              />
              {d.alias || d.sn}
              {d.alias ? <span className="card-meta"> {d.sn}</span> : null}
            </label>
          ))
        ))}
      <FieldError id="rule-devices" message={errors.devices} />
    </fieldset>
  );
});
