import { evaluateVirtual, primaryValue, storedValues, virtualInputName } from '@neuron/shared';
import { useState } from 'react';
import { inputNames, virtualDraftProblem, type VirtualDraft } from '../../stores/devices/virtualDraft';
import type { DeviceView } from '../../stores/models';
import { Select } from '../forms/Select';

/**
 * Inputs (the system's sensors, named v1, v2, …), the formula with its inline error, and a live
 * preview computed by the shared evaluator from the inputs' current values.
 */
export function VirtualFormulaEditor({
  sensors,
  draft,
  onChange,
  unit,
  showErrors,
}: {
  sensors: readonly DeviceView[];
  draft: VirtualDraft;
  onChange: (d: VirtualDraft) => void;
  unit: string;
  showErrors: boolean;
}) {
  const [pick, setPick] = useState('');
  const bySn = new Map(sensors.map((s) => [s.sn, s]));
  const available = sensors.filter((s) => !draft.inputs.includes(s.sn));
  const problem = virtualDraftProblem(draft);
  const preview = problem
    ? undefined
    : evaluateVirtual(
        draft,
        new Map(
          draft.inputs.map((sn) => [
            sn,
            bySn.has(sn) ? primaryValue(bySn.get(sn)!.config, bySn.get(sn)!.sample) : null,
          ]),
        ),
      );
  const names = inputNames(draft.inputs);
  return (
    <fieldset>
      <legend>Formula</legend>
      <ul className="plain-list" aria-label="Inputs">
        {draft.inputs.map((sn, i) => {
          const s = bySn.get(sn);
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
      <label htmlFor="virtual-input-pick">Add input</label>
      <Select
        id="virtual-input-pick"
        value={pick}
        onChange={setPick}
        options={[
          { value: '', label: 'Choose a sensor…' },
          ...available.map((s) => ({ value: s.sn, label: `${s.alias || s.sn} (${s.sn})` })),
        ]}
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
}
