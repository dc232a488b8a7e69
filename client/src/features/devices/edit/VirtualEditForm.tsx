import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import type { DeviceEditorStore } from '../../../stores/devices/DeviceEditorStore';
import { TextField } from '../../forms/TextField';
import { VirtualFormulaEditor } from '../VirtualFormulaEditor';
import { CommonFields } from './CommonFields';

/** Edit a virtual sensor: its fields, inputs, formula and unit, with the live preview. */
export const VirtualEditForm = observer(function VirtualEditForm({
  systemId,
  store,
  onSubmit,
  actions,
}: {
  systemId: string;
  store: DeviceEditorStore;
  onSubmit: (e: FormEvent) => void;
  /** Save, Cancel and Delete (DeviceActions). */
  actions: ReactNode;
}) {
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
        systemId={systemId}
        draft={virtual}
        onChange={({ inputs, expression }) => store.setVirtual({ inputs, expression })}
        unit={virtual.unit.trim()}
        showErrors={store.submitted}
      />
      {actions}
    </form>
  );
});
