/**
 * What an editor says under its buttons after Save or Delete: that it saved, or why it did not (a
 * refusal, or fields to fix). A typed state, so a screen styles and a store decides by the kind,
 * never by comparing the sentence shown.
 */
export type EditorStatus = { kind: 'saved' } | { kind: 'failed'; text: string } | null;

export const SAVED: EditorStatus = { kind: 'saved' };

/** A save or delete that did not happen, with the sentence that says why. */
export const failed = (text: string): EditorStatus => ({ kind: 'failed', text });

/** The sentence shown for a status (null: nothing to say). */
export function statusText(status: EditorStatus): string | null {
  if (!status) return null;
  return status.kind === 'saved' ? 'Saved.' : status.text;
}
