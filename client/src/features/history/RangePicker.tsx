import { checkCustomRange, HISTORY_PRESETS } from '@neuron/shared';
import { useState, type FormEvent } from 'react';
import type { HistoryRequest } from '../../stores/history/HistoryStore';

/** A datetime-local input's text for a moment, in the browser's time zone. */
function localInput(ms: number): string {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

/** Preset ranges as toggle buttons, and a custom range form with its errors beside the fields. */
export function RangePicker({ value, onChange }: { value: HistoryRequest; onChange: (r: HistoryRequest) => void }) {
  const [customOpen, setCustomOpen] = useState('custom' in value);
  // The form starts at the last 24 h, the range Custom shows on opening.
  const [from, setFrom] = useState(() => localInput(Date.now() - 86_400_000));
  const [to, setTo] = useState(() => localInput(Date.now()));
  const [error, setError] = useState<{ field: 'from' | 'to'; message: string } | null>(null);

  const showCustom = () => {
    const checked = checkCustomRange(new Date(from).getTime(), new Date(to).getTime(), Date.now());
    if (!checked.ok) return setError({ field: checked.field, message: checked.message });
    setError(null);
    onChange({ custom: checked.range });
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    showCustom();
  };
  const openCustom = () => {
    setCustomOpen(true);
    // The chart shows the range the form says at once, not the preset's data until "Show range".
    if (!('custom' in value)) showCustom();
  };

  return (
    <div className="range-picker">
      <div role="group" aria-label="Chart range" className="range-buttons">
        {HISTORY_PRESETS.map((p) => (
          <button
            key={p.id}
            type="button"
            aria-pressed={!customOpen && 'preset' in value && value.preset === p.id}
            onClick={() => {
              setCustomOpen(false);
              onChange({ preset: p.id });
            }}
          >
            {p.label}
          </button>
        ))}
        <button type="button" aria-pressed={customOpen} onClick={openCustom}>
          Custom
        </button>
      </div>
      {customOpen && (
        <form className="range-custom" onSubmit={apply} noValidate>
          <label>
            From
            <input
              type="datetime-local"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
              aria-invalid={error?.field === 'from'}
              aria-describedby={error?.field === 'from' ? 'range-error' : undefined}
            />
          </label>
          <label>
            To
            <input
              type="datetime-local"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              aria-invalid={error?.field === 'to'}
              aria-describedby={error?.field === 'to' ? 'range-error' : undefined}
            />
          </label>
          <button type="submit">Show range</button>
          {error && (
            <p id="range-error" className="field-error color-error" role="alert">
              {error.message}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
