import { useEffect, useRef } from 'react';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/**
 * Every editor's guard: while `when()` is true, leaving the page asks first. In the app a modal
 * dialog (focus inside, Escape or "Stay" keeps the page); on tab close or reload the browser's
 * own question.
 */
export function UnsavedChangesGuard({ when }: { when: () => boolean }) {
  const blocker = useUnsavedChangesGuard(when);
  const dialog = useRef<HTMLDialogElement>(null);
  const blocked = blocker.state === 'blocked';
  useEffect(() => {
    if (blocked && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [blocked]);
  if (!blocked) return null;
  return (
    <dialog
      ref={dialog}
      className="leave-dialog"
      aria-labelledby="leave-title"
      aria-describedby="leave-text"
      onCancel={(e) => {
        e.preventDefault();
        blocker.reset();
      }}
    >
      <h2 id="leave-title">Leave without saving?</h2>
      <p id="leave-text">Your changes on this page are not saved. Leaving discards them.</p>
      <div className="screen-actions">
        <button type="button" className="button primary" autoFocus onClick={() => blocker.reset()}>
          Stay on this page
        </button>
        <button type="button" className="button" onClick={() => blocker.proceed()}>
          Leave and discard changes
        </button>
      </div>
    </dialog>
  );
}
