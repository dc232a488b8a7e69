import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import type { DeviceEditorStore } from '../../../stores/devices/DeviceEditorStore';
import { useFeature } from '../../../stores/StoreContext';
import { devicesFeature } from '../../../stores/devices/deviceStoreFeature';
import { TextField } from '../../forms/TextField';
import { VirtualFormulaEditor } from '../VirtualFormulaEditor';
import { CommonFields } from './CommonFields';

/** Edit a virtual sensor: its fields, inputs, formula and unit, with the live preview. */
export const VirtualEditForm = observer(function VirtualEditForm({
  store,
  onSubmit,
  actions,
}: {
  store: DeviceEditorStore;
  onSubmit: (e: FormEvent) => void;
  /** Save, Cancel and Delete (DeviceActions). */
  actions: ReactNode;
}) {
  const devices = useFeature(devicesFeature);
  const virtual = store.form.virtual;
  if (!virtual) return null;
  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Edit virtual sensor">
      <CommonFields draft={store.form.common} onChange={(c) => store.setCommon(c)} />
      <TextField
        autoComplete="off"
        id="virtual-unit"
        label="Unit"
        value={virtual.unit}
        onChange={(unit) => store.setVirtual({ unit })}
      />
      <VirtualFormulaEditor
        sensors={devices.sensors}
        draft={virtual}
        onChange={({ inputs, expression }) => store.setVirtual({ inputs, expression })}
        unit={virtual.unit.trim()}
        showErrors={store.submitted}
      />
      {actions}
    </form>
  );
});
