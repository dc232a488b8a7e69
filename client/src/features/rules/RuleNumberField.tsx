import { observer } from 'mobx-react-lite';
import type { RuleEditorStore } from '../../stores/rules/RuleEditorStore';
import { FieldError, fieldAria } from '../forms/FieldError';

/** A number input with its label and error (the form keeps the text as typed). */
export const NumberField = observer(function NumberField({
  store,
  field,
  label,
}: {
  store: RuleEditorStore;
  field: 'valueIndex' | 'threshold' | 'low' | 'high' | 'hysteresis' | 'delayMin' | 'escalateAfterMin' | 'horizonH';
  label: string;
}) {
  const id = `rule-${field}`;
  const message = store.errors[field];
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        value={store.form[field]}
        onChange={(e) => store.set(field, e.target.value)}
        {...fieldAria(id, message)}
      />
      <FieldError id={id} message={message} />
    </div>
  );
});
