/** The message beside a field, announced and linked to it by `errorId(id)`. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={errorId(id)} className="field-error" role="alert">
      {message}
    </p>
  );
}

/** The id of a field's error message, for aria-describedby. */
export const errorId = (id: string) => `${id}-error`;

/** The accessibility attributes of a field that may have an error. */
export function fieldAria(id: string, message: string | undefined) {
  return message ? { 'aria-invalid': true, 'aria-describedby': errorId(id) } : {};
}
