import { EARLY_WARNING_KIND } from '@neuron/shared';
import { observer } from 'mobx-react-lite';
import { RULE_KIND_DEVICE_TYPES } from '@neuron/shared';
import type { RuleEditorStore } from '../../stores/rules/RuleEditorStore';
import { useDeviceLookup } from '../../stores/devices/useDeviceLookup';
import { DevicePicker } from '../devices/DevicePicker';
import { FieldError, errorId } from '../forms/FieldError';

const ALL_LABEL: Record<string, string> = {
  threshold: 'All sensors and virtual sensors',
  binary: 'All sensors',
  offline_sensor: 'All sensors',
  offline_gateway: 'All gateways',
  [EARLY_WARNING_KIND]: 'All sensors and virtual sensors',
};

/**
 * Which devices the rule watches: every device of its kind's type, or the ones picked (a picker
 * that looks them up on the server, so a system of any size opens the rule at once).
 */
export const RuleDevicesField = observer(function RuleDevicesField({ store }: { store: RuleEditorStore }) {
  const { form, errors } = store;
  const all = form.devices.includes('*');
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
      {!all && <RuleDevicePicker store={store} />}
      <FieldError id="rule-devices" message={errors.devices} />
    </fieldset>
  );
});

const RuleDevicePicker = observer(function RuleDevicePicker({ store }: { store: RuleEditorStore }) {
  const { form } = store;
  const lookup = useDeviceLookup(store.systemId, RULE_KIND_DEVICE_TYPES[form.kind], form.devices);
  return (
    <DevicePicker
      lookup={lookup}
      id="rule-devices-find"
      label="Find devices"
      mode="many"
      picked={form.devices}
      onChange={(devices) => store.set('devices', devices)}
      empty="This system has no devices of this kind."
    />
  );
});
