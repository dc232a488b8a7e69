import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { EditorDraft } from './editorDraft';
import { SAVED, failed, runEditorWork, type EditorStatus } from './editorStatus';
import type { UiStore } from './UiStore';

/** What an editor's check makes of the draft: the value to write, or a message per field. */
export type DraftChecked<V, E> = { ok: true; value: V } | { ok: false; errors: E };

/** What a Save with field errors says under the buttons (the messages sit beside the fields). */
export const CHECK_FIELDS = 'Check the highlighted fields.';

/**
 * The one editor shape (docs/CLIENT.md, "One editor shape"): every editor, create and edit
 * alike (rule, channel, integration, maintenance window, device, the add forms), is a store made
 * once per item the screen opens, holding
 * - the draft (`form`, changed by `set`; `dirty` while it differs from what was last read or
 *   saved, which the leave guard asks; `cancel` puts the stored values back),
 * - the field messages (`errors`, from the editor's check over the shared schemas),
 * - `busy` and `status` (saved, or failed with the sentence why), left by `submit` and `removeWith`,
 *   whose refusals take one path: the sentence in `status` and an error toast with Report.
 * A subclass says what its check and its writes are, and adds its own actions.
 */
export abstract class EditorStore<F extends object, E extends object = Partial<Record<keyof F, string>>> {
  errors: E = {} as E;
  busy = false;
  status: EditorStatus = null;
  protected readonly draft: EditorDraft<F>;

  constructor(
    initial: F,
    /** Refusals also show as an error toast (the editor may be gone by then), and writes show the progress bar. */
    protected readonly ui?: Pick<UiStore, 'showError' | 'track'>,
  ) {
    this.draft = new EditorDraft(initial);
    makeObservable(this, {
      errors: observable,
      busy: observable,
      status: observable,
      form: computed,
      dirty: computed,
      set: action,
      cancel: action,
      clearError: action,
    });
  }

  /** The fields as typed. */
  get form(): F {
    return this.draft.value;
  }

  /** Changes not saved yet (the leave guard asks before they are lost). */
  get dirty(): boolean {
    return this.draft.dirty;
  }

  /** Changes one field: its message goes, and so does what the last Save came to. */
  set<K extends keyof F>(key: K, value: F[K]): void {
    this.draft.value = { ...this.form, [key]: value };
    this.clearError(key as unknown as keyof E);
    this.status = null;
    this.afterSet(key, value);
  }

  /** Drops one field's message. */
  clearError(key: keyof E): void {
    delete (this.errors as Record<keyof E, unknown>)[key];
  }

  /** Cancel: the fields go back to the stored values (a new item: the defaults), their messages with them. */
  cancel(): void {
    this.draft.discard();
    this.errors = {} as E;
    this.status = null;
    this.afterCancel();
  }

  /** What a subclass does after a field changed (a rule's kind sets its comparison). */
  protected afterSet<K extends keyof F>(_key: K, _value: F[K]): void {}

  /** What a subclass clears on Cancel besides the draft and the messages. */
  protected afterCancel(): void {}

  /** Runs a write: busy meanwhile, the progress bar, and a refusal as the failed status and a toast. */
  protected run<T>(work: () => Promise<T>, failure: string): Promise<T | null> {
    const ui = this.ui;
    return runEditorWork(this, ui ? () => ui.track(work()) : work, failure, ui);
  }

  /**
   * The one Save: the draft as it is now is checked (`check`, which may load its schemas lazily);
   * with field errors nothing is written and the status says so; otherwise `write` runs through
   * `run`, and once it lands the status is "Saved." and the draft saved is the baseline.
   * Resolves to the write's answer, or null when nothing was saved.
   */
  protected async submit<V, T>(
    check: (form: F) => DraftChecked<V, E> | Promise<DraftChecked<V, E>>,
    write: (value: V) => Promise<T>,
    failure: string,
  ): Promise<T | null> {
    // Busy from the press: a second press while the check's module loads must not save twice.
    if (this.busy) return null;
    this.busy = true;
    const saving = this.draft.snapshot();
    const checked = await check(saving);
    runInAction(() => {
      this.errors = checked.ok ? ({} as E) : checked.errors;
      if (!checked.ok) this.status = failed(CHECK_FIELDS);
      this.busy = false; // run() below is busy again in this same task
    });
    if (!checked.ok) return null;
    const answer = await this.run(() => write(checked.value), failure);
    if (answer === null) return null;
    runInAction(() => {
      this.status = SAVED;
      this.draft.saved(saving);
    });
    return answer;
  }

  /** The one Delete: through `run`; once done, leaving asks nothing any more. */
  protected async removeWith(work: () => Promise<unknown>, failure: string): Promise<boolean> {
    const done = (await this.run(async () => (await work(), true), failure)) !== null;
    if (done) this.draft.deleted();
    return done;
  }
}
