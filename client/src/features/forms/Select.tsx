import { fieldAria } from './FieldError';

/** One choice of a Select: its stored value and the words shown. */
export interface SelectOption<T extends string> {
  value: T;
  label: string;
  /** Shown but not choosable (a "Loading…" line while a list is read). */
  disabled?: boolean;
}

/**
 * The one select of the app (lint refuses a bare `<select>` elsewhere): the inputs' box with its
 * own arrow, in both themes (controls.css `.select`), so a choice never sits unstyled beside a
 * styled input. A native select underneath, so keyboard, screen readers and the phone's own
 * picker work as they do everywhere. The label stays with the caller (before it, or around it),
 * as each form lays its labels out; `error` links the message beside it (FieldError).
 */
export function Select<T extends string>({
  id,
  value,
  options,
  onChange,
  error,
  describedBy,
  disabled,
}: {
  id?: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  error?: string;
  /** The id of a hint or warning that describes the choice (without an error). */
  describedBy?: string;
  disabled?: boolean;
}) {
  const aria = id && error ? fieldAria(id, error) : describedBy ? { 'aria-describedby': describedBy } : {};
  return (
    <select
      id={id}
      className="select"
      value={value}
      disabled={disabled}
      // The value is one of `options`' values (a native select offers nothing else).
      onChange={(e) => onChange(e.target.value as T)}
      {...aria}
    >
      {options.map((o, i) => (
        // Two entries may share a value (an empty "All" and a disabled "Loading…"): the index keeps keys apart.
        <option key={`${i}:${o.value}`} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
