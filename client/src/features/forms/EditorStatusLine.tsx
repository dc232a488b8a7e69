import { statusText, type EditorStatus } from '../../stores/editorStatus';

/**
 * The line under an editor's buttons: "Saved." (or the editor's own words for it), or why the
 * save or delete did not happen.
 */
export function EditorStatusLine({ status, saved }: { status: EditorStatus; saved?: string }) {
  if (!status) return null;
  return (
    <p className={status.kind === 'saved' ? 'notice' : 'notice error'} role="status">
      {status.kind === 'saved' && saved ? saved : statusText(status)}
    </p>
  );
}
