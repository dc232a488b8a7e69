import { FieldError, fieldAria } from './FieldError';

/**
 * A labelled text input with its message beside it (the field block every editor repeats: name,
 * URL, times). `type`, `maxLength` and `autoComplete` are passed on only when given, so the markup is what each
 * editor wrote before.
 */
export function TextField({
  id,
  label,
  value,
  error,
  onChange,
  type,
  maxLength,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: string;
  maxLength?: number;
  autoComplete?: string;
}) {
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
        {...fieldAria(id, error)}
      />
      <FieldError id={id} message={error} />
    </>
  );
}
