import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { LoadedDevice } from '../../../stores/models';
import { useStores } from '../../../stores/StoreContext';
import { Field } from '../form/Field';
import { joinList, splitList } from '../listText';
import { VirtualFormulaEditor, virtualDraftProblem, type VirtualDraft } from '../VirtualFormulaEditor';
import { CommonFields, type CommonDraft } from './CommonFields';
import { SaveBar } from './SaveBar';
import { useDeviceSave } from './useDeviceSave';

/** Edit a virtual sensor: its fields, inputs, formula and unit, with the live preview. */
export const VirtualEditForm = observer(function VirtualEditForm({
  systemId,
  device,
}: {
  systemId: string;
  device: LoadedDevice;
}) {
  const { devices } = useStores();
  const [common, setCommon] = useState<CommonDraft>({
    alias: device.alias,
    tags: joinList(device.tags),
    labels: joinList(device.labels),
  });
  const [draft, setDraft] = useState<VirtualDraft>({
    inputs: device.config.inputs ?? [],
    expression: device.config.expression ?? '',
  });
  const [unit, setUnit] = useState(device.config.si?.[0] ?? '');
  const [submitted, setSubmitted] = useState(false);
  const { save, busy, error } = useDeviceSave(systemId, device);
  const problem = virtualDraftProblem(draft);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (problem) return;
    const { si: _si, ...rest } = device.config;
    const config = {
      ...rest,
      inputs: draft.inputs,
      expression: draft.expression.trim(),
      ...(unit.trim() ? { si: [unit.trim()] } : {}),
    };
    void save({ alias: common.alias.trim(), tags: splitList(common.tags), labels: splitList(common.labels), config });
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Edit virtual sensor">
      <CommonFields draft={common} onChange={setCommon} />
      <Field id="virtual-unit" label="Unit" value={unit} onChange={setUnit} />
      <VirtualFormulaEditor
        sensors={devices.sensors}
        draft={draft}
        onChange={setDraft}
        unit={unit.trim()}
        showErrors={submitted}
      />
      <SaveBar
        busy={busy}
        error={error}
        blocked={submitted && problem ? 'Fix the formula first: nothing was saved' : undefined}
      />
    </form>
  );
});
