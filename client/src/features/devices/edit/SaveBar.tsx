/** The submit button and the save error of an edit form. */
export function SaveBar({ busy, error, blocked }: { busy: boolean; error?: string; blocked?: string }) {
  return (
    <>
      {(blocked || error) && (
        <p className="field-error" role="alert">
          {blocked ?? error}
        </p>
      )}
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
    </>
  );
}
