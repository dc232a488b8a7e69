import type { ClaimErrors } from './claimForm';

/** A labelled input with its error beside it (aria-describedby), for the add and edit forms. */
export function Field({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  autoComplete = 'off',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  autoComplete?: string;
}) {
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
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
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** Serial number and claim code, as printed on the device's label. */
export function ClaimFields({
  sn,
  claimCode,
  onSn,
  onClaimCode,
  errors,
}: {
  sn: string;
  claimCode: string;
  onSn: (v: string) => void;
  onClaimCode: (v: string) => void;
  errors: ClaimErrors;
}) {
  return (
    <>
      <Field id="claim-sn" label="Serial number" value={sn} onChange={onSn} error={errors.sn} />
      <Field
        id="claim-code"
        label="Claim code"
        value={claimCode}
        onChange={onClaimCode}
        error={errors.claimCode}
        hint="Printed under the QR code, e.g. K7QM-2XPD-9WHA"
      />
    </>
  );
}
