import { runInAction } from 'mobx';
import { refusalText } from './refusal';
import type { UiStore } from './UiStore';

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

/** What `runEditorWork` keeps up to date on an editor store. */
export interface EditorWorkState {
  busy: boolean;
  status: EditorStatus;
}

/**
 * Runs an editor's save or delete: busy while it runs, the status cleared first, and a refusal
 * turned into a failed status (and a toast when there is a UI store). Resolves to the work's
 * answer, or null when it was refused.
 */
export async function runEditorWork<T>(
  editor: EditorWorkState,
  work: () => Promise<T>,
  failure: string,
  ui?: Pick<UiStore, 'showError'>,
): Promise<T | null> {
  runInAction(() => {
    editor.busy = true;
    editor.status = null;
  });
  try {
    return await work();
  } catch (e) {
    runInAction(() => {
      const text = refusalText(failure, e);
      editor.status = failed(text);
      ui?.showError(text);
    });
    return null;
  } finally {
    runInAction(() => (editor.busy = false));
  }
}

/**
 * Whether two drafts hold the same values (plain data: text, numbers, booleans, arrays and
 * objects of them). An editor is dirty while its draft differs from what it last read or saved.
 */
export function sameDraft(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const keysB = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((k) => sameDraft((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
