/** A labelled 6-digit one-time-code input (SMS or authenticator app). */
export function CodeField(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={7}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required
      />
    </>
  );
}
