import { statusText, type EditorStatus } from '../../stores/editorStatus';

/** The line under an editor's buttons: "Saved.", or why the save or delete did not happen. */
export function EditorStatusLine({ status }: { status: EditorStatus }) {
  if (!status) return null;
  return (
    <p className={status.kind === 'saved' ? 'notice' : 'notice error'} role="status">
      {statusText(status)}
    </p>
  );
}
