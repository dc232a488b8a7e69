import { evaluateVirtual, primaryValue, storedValues, virtualInputName } from '@neuron/shared';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useDeviceLookup } from '../../stores/devices/useDeviceLookup';
import { inputNames, virtualDraftProblem, type VirtualDraft } from '../../stores/devices/virtualDraft';
import { DevicePicker } from './DevicePicker';

const INPUT_TYPES = ['SENSOR'] as const;

/**
 * Inputs (the system's sensors, named v1, v2, …, picked with a device picker: bounded reads,
 * whatever the fleet), the formula with its inline error, and a live preview computed by the
 * shared evaluator from the inputs' current values (each input read live by its serial).
 */
export const VirtualFormulaEditor = observer(function VirtualFormulaEditor({
  systemId,
  draft,
  onChange,
  unit,
  showErrors,
}: {
  systemId: string;
  draft: VirtualDraft;
  onChange: (d: VirtualDraft) => void;
  unit: string;
  showErrors: boolean;
}) {
  const [pick, setPick] = useState('');
  const lookup = useDeviceLookup(systemId, INPUT_TYPES, pick ? [...draft.inputs, pick] : draft.inputs);
  const input = (sn: string) => lookup.device(sn) ?? undefined;
  const problem = virtualDraftProblem(draft);
  const preview = problem
    ? undefined
    : evaluateVirtual(
        draft,
        new Map(
          draft.inputs.map((sn) => {
            const s = input(sn);
            return [sn, s ? primaryValue(s.config, s.sample) : null];
          }),
        ),
      );
  const names = inputNames(draft.inputs);
  return (
    <fieldset>
      <legend>Formula</legend>
      <ul className="plain-list" aria-label="Inputs">
        {draft.inputs.map((sn, i) => {
          const s = input(sn);
          return (
            <li key={sn} data-input={sn}>
              <code>{names[i]}</code> = {s?.alias || sn} <span className="device-sn">{sn}</span> · now{' '}
              {s ? (storedValues(s.state)[s.config.pv ?? 0] ?? storedValues(s.state)[0]).text : 'unknown sensor'}{' '}
              <button
                type="button"
                className="button subtle"
                aria-label={`Remove input ${names[i]}`}
                onClick={() => onChange({ ...draft, inputs: draft.inputs.filter((x) => x !== sn) })}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      <DevicePicker
        lookup={lookup}
        id="virtual-input-pick"
        label="Add input: find a sensor"
        mode="one"
        picked={pick ? [pick] : []}
        onChange={([sn]) => setPick(sn ?? '')}
        empty="This system has no sensors yet."
        exclude={draft.inputs}
      />
      <button
        type="button"
        className="button subtle"
        disabled={!pick}
        onClick={() => {
          onChange({ ...draft, inputs: [...draft.inputs, pick] });
          setPick('');
        }}
      >
        Add as {virtualInputName(draft.inputs.length)}
      </button>
      {showErrors && problem?.field === 'inputs' && (
        <p className="field-error" role="alert">
          {problem.message}
        </p>
      )}
      <label htmlFor="virtual-expression">Expression</label>
      <input
        id="virtual-expression"
        value={draft.expression}
        placeholder={names.length ? `e.g. (${names.join(' + ')}) / ${names.length}` : 'Add an input first'}
        onChange={(e) => onChange({ ...draft, expression: e.target.value })}
        aria-invalid={problem?.field === 'expression' ? true : undefined}
        aria-describedby="virtual-expression-error"
      />
      {problem?.field === 'expression' && (showErrors || draft.expression) && (
        <p id="virtual-expression-error" className="field-error" role="alert">
          {problem.message}
        </p>
      )}
      <p>
        Preview:{' '}
        <output data-testid="virtual-preview" htmlFor="virtual-expression">
          {!preview ? '—' : preview.ok ? (unit ? `${preview.value} ${unit}` : String(preview.value)) : preview.text}
        </output>
      </p>
    </fieldset>
  );
});
