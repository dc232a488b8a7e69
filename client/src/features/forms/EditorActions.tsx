import { useState, type ReactNode } from 'react';

/** Delete, offered when the thing edited exists: asked once more before it runs. */
export interface DeleteAction {
  /** The button: "Delete rule". */
  label: string;
  /** The confirming button: "Yes, delete this rule". */
  confirm: string;
  /** What deleting does, shown while confirming (optional). */
  question?: string;
  run: () => void;
}

/**
 * Every editor's action row, in one order: Save (the form's submit button), Cancel (the store
 * puts the stored values back, or the add screen is left), the editor's own actions, then Delete
 * with a confirming step. One component, so every editor looks and reads the same.
 */
export function EditorActions({
  saveLabel,
  busy,
  busyLabel = 'Saving…',
  onCancel,
  remove,
  children,
}: {
  saveLabel: string;
  busy: boolean;
  busyLabel?: string;
  onCancel: () => void;
  remove?: DeleteAction;
  /** Actions of this editor's own (Send test, New signing secret), between Cancel and Delete. */
  children?: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="screen-actions editor-actions">
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? busyLabel : saveLabel}
      </button>
      <button type="button" className="button subtle" disabled={busy} onClick={onCancel}>
        Cancel
      </button>
      {children}
      {remove &&
        (confirming ? (
          <span role="group" aria-label={`Confirm: ${remove.label}`}>
            {remove.question && <span>{remove.question} </span>}
            <button type="button" className="button" disabled={busy} onClick={remove.run}>
              {remove.confirm}
            </button>{' '}
            <button type="button" className="button subtle" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </span>
        ) : (
          <button type="button" className="button" disabled={busy} onClick={() => setConfirming(true)}>
            {remove.label}
          </button>
        ))}
    </div>
  );
}
