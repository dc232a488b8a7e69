import { makeAutoObservable, runInAction } from 'mobx';
import { EditorDraft } from '../editorDraft';
import { SAVED, failed, type EditorStatus } from '../editorStatus';
import type { SaveResult } from './AccountSettingsStore';

/**
 * The profile's display-name editor: the draft, its field error, Save / Cancel, the saved state,
 * and `dirty` for the leave guard. It follows the stored name while nothing is typed.
 */
export class DisplayNameStore {
  /** The field's message (shown beside it until the name is changed). */
  error: string | undefined = undefined;
  busy = false;
  status: EditorStatus = null;
  private readonly draft: EditorDraft<{ name: string }>;

  constructor(
    private readonly settings: { saveDisplayName(name: string): Promise<SaveResult> },
    stored: string,
  ) {
    this.draft = new EditorDraft({ name: stored });
    makeAutoObservable<DisplayNameStore, 'settings' | 'draft'>(this, { settings: false, draft: false });
  }

  /** The name as typed. */
  get name(): string {
    return this.draft.value.name;
  }

  /** Changes not saved yet (the leave guard asks before they are lost). */
  get dirty(): boolean {
    return this.draft.dirty;
  }

  setName(name: string): void {
    this.draft.value = { name };
    this.error = undefined;
    this.status = null;
  }

  /**
   * The stored name as read now (the profile arrives after the page, or changes elsewhere): the
   * draft takes it while nothing unsaved would be lost.
   */
  follow(stored: string): void {
    if (!this.draft.dirty) this.draft.restart({ name: stored });
  }

  /** Cancel: the stored name back, its message gone. */
  cancel(): void {
    this.draft.discard();
    this.error = undefined;
    this.status = null;
  }

  /** Saves a valid name (true); otherwise the message beside the field and nothing written. */
  async save(): Promise<boolean> {
    if (this.busy) return false;
    const saving = this.draft.snapshot();
    // Busy from the press: a second press while the check's module loads saves nothing twice.
    this.busy = true;
    this.status = null;
    const { displayNameError } = await import('./displayNameCheck');
    const error = displayNameError(saving.name);
    if (error) {
      runInAction(() => {
        this.error = error;
        this.busy = false;
      });
      return false;
    }
    runInAction(() => (this.error = undefined));
    const result = await this.settings.saveDisplayName(saving.name);
    runInAction(() => {
      this.busy = false;
      this.status = result.ok ? SAVED : failed(result.message);
      if (result.ok) this.draft.saved(saving);
    });
    return result.ok;
  }
}
