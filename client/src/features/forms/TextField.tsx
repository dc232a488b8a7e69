import { errorId, FieldError } from './FieldError';

/**
 * The one labelled text input of every form, editors and add forms alike: its message beside it
 * (announced, and linked by aria-describedby), and a hint under it when given. `type`,
 * `maxLength` and `autoComplete` are passed on only when given.
 */
export function TextField({
  id,
  label,
  value,
  error,
  onChange,
  hint,
  type,
  maxLength,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  hint?: string;
  type?: string;
  maxLength?: number;
  autoComplete?: string;
}) {
  const described = [error && errorId(id), hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {hint && (
        <small id={`${id}-hint`} className="card-meta">
          {hint}
        </small>
      )}
      <FieldError id={id} message={error} />
    </>
  );
}
