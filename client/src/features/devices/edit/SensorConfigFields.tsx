import type { ConfigErrors, SensorConfigForm, ValueForm } from '../../../stores/devices/sensorConfigForm';
import { TextField } from '../../forms/TextField';
import { Select } from '../../forms/Select';
import { FieldError } from '../../forms/FieldError';

/** The inputs of one sensor value: unit, formula with substitutions, limits. */
function ValueFields({
  i,
  v,
  errors,
  set,
}: {
  i: number;
  v: ValueForm;
  errors: ConfigErrors;
  set: (patch: Partial<ValueForm>) => void;
}) {
  const id = (k: string) => `value-${i}-${k}`;
  return (
    <fieldset className="value-row">
      <legend>Value {i + 1}</legend>
      {/* One cell per input: a row of five on a wide screen, stacked on a phone (manage.css). */}
      <div className="value-cell value-cell-narrow">
        <TextField
          autoComplete="off"
          id={id('unit')}
          label="Unit"
          value={v.unit}
          onChange={(unit) => set({ unit })}
          error={errors[id('unit')]}
        />
      </div>
      <div className="value-cell">
        <TextField
          autoComplete="off"
          id={id('formula')}
          label="Formula (x is the raw value)"
          value={v.formula}
          onChange={(formula) => set({ formula })}
          error={errors[id('formula')]}
          hint="e.g. x / 10; empty shows the raw value"
        />
      </div>
      <div className="value-cell">
        <TextField
          autoComplete="off"
          id={id('substitutions')}
          label="Substitutions"
          value={v.substitutions}
          onChange={(substitutions) => set({ substitutions })}
          error={errors[id('substitutions')]}
          hint="Named constants, e.g. a = 0.05, b = -2"
        />
      </div>
      <div className="value-cell value-cell-narrow">
        <TextField
          autoComplete="off"
          id={id('min')}
          label="Min"
          value={v.min}
          onChange={(min) => set({ min })}
          error={errors[id('min')]}
        />
      </div>
      <div className="value-cell value-cell-narrow">
        <TextField
          autoComplete="off"
          id={id('max')}
          label="Max"
          value={v.max}
          onChange={(max) => set({ max })}
          error={errors[id('max')]}
        />
      </div>
    </fieldset>
  );
}

/** The sensor config as a form: values, primary value, binary, digitizer, actuators. */
export function SensorConfigFields({
  form,
  errors,
  onChange,
}: {
  form: SensorConfigForm;
  errors: ConfigErrors;
  onChange: (form: SensorConfigForm) => void;
}) {
  const setValue = (i: number, patch: Partial<ValueForm>) =>
    onChange({ ...form, values: form.values.map((v, j) => (j === i ? { ...v, ...patch } : v)) });
  const valueOptions = form.values.map((_, i) => ({ value: String(i), label: `Value ${i + 1}` }));
  return (
    <>
      {form.values.map((v, i) => (
        <ValueFields key={i} i={i} v={v} errors={errors} set={(p) => setValue(i, p)} />
      ))}
      <p className="screen-actions">
        <button
          type="button"
          className="button subtle"
          onClick={() =>
            onChange({
              ...form,
              values: [...form.values, { unit: '', formula: '', substitutions: '', min: '', max: '' }],
            })
          }
        >
          Add a value
        </button>
        {form.values.length > 1 && (
          <button
            type="button"
            className="button subtle"
            onClick={() => onChange({ ...form, values: form.values.slice(0, -1) })}
          >
            Remove the last value
          </button>
        )}
      </p>
      <label htmlFor="config-pv">Primary value</label>
      <Select
        id="config-pv"
        value={form.pv}
        onChange={(pv) => onChange({ ...form, pv })}
        options={valueOptions}
        error={errors.pv}
      />
      <FieldError id="config-pv" message={errors.pv} />
      <fieldset>
        <legend>
          <label className="check">
            <input
              type="checkbox"
              checked={form.binaryOn}
              onChange={(e) => onChange({ ...form, binaryOn: e.target.checked })}
            />{' '}
            Binary display (two states)
          </label>
        </legend>
        {form.binaryOn && (
          <>
            <TextField
              autoComplete="off"
              id="binary-ruleHigh"
              label="High when"
              value={form.binary.ruleHigh}
              onChange={(ruleHigh) => onChange({ ...form, binary: { ...form.binary, ruleHigh } })}
              error={errors['binary-ruleHigh']}
              hint="A condition over x, e.g. x > 0.5"
            />
            <TextField
              autoComplete="off"
              id="binary-high"
              label="High text"
              value={form.binary.high}
              onChange={(high) => onChange({ ...form, binary: { ...form.binary, high } })}
            />
            <TextField
              autoComplete="off"
              id="binary-low"
              label="Low text"
              value={form.binary.low}
              onChange={(low) => onChange({ ...form, binary: { ...form.binary, low } })}
            />
            <label htmlFor="binary-pv">Of value</label>
            <Select
              id="binary-pv"
              value={form.binary.pv}
              onChange={(pv) => onChange({ ...form, binary: { ...form.binary, pv } })}
              options={valueOptions}
            />
          </>
        )}
      </fieldset>
      <fieldset>
        <legend>
          <label className="check">
            <input
              type="checkbox"
              checked={form.digitizerOn}
              onChange={(e) => onChange({ ...form, digitizerOn: e.target.checked })}
            />{' '}
            Digitizer (levels as text)
          </label>
        </legend>
        {form.digitizerOn && (
          <>
            <label htmlFor="digitizer-index">Of value</label>
            <Select
              id="digitizer-index"
              value={form.digitizer.index}
              onChange={(index) => onChange({ ...form, digitizer: { ...form.digitizer, index } })}
              options={valueOptions}
            />
            <label htmlFor="digitizer-levels">Levels, one per line as “min: text”</label>
            <textarea
              id="digitizer-levels"
              rows={4}
              value={form.digitizer.levels}
              onChange={(e) => onChange({ ...form, digitizer: { ...form.digitizer, levels: e.target.value } })}
              aria-invalid={errors['digitizer-levels'] ? true : undefined}
            />
            {errors['digitizer-levels'] && (
              <p className="field-error" role="alert">
                {errors['digitizer-levels']}
              </p>
            )}
          </>
        )}
      </fieldset>
      <TextField
        autoComplete="off"
        id="config-actuators"
        label="Actuators"
        value={form.actuators}
        onChange={(actuators) => onChange({ ...form, actuators })}
        hint="Comma-separated names"
      />
    </>
  );
}
