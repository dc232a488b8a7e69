import { EditorStore } from '../EditorStore';
import { StatedRefusal } from '../refusal';
import type { UiStore } from '../UiStore';
import type { SaveResult } from './AccountSettingsStore';

type NameForm = { name: string };

/**
 * The profile's display-name editor, in the one editor shape (EditorStore): the draft, its field
 * error, Save / Cancel, the saved state, and `dirty` for the leave guard. It follows the stored
 * name while nothing is typed.
 */
export class DisplayNameStore extends EditorStore<NameForm, Partial<NameForm>> {
  constructor(
    private readonly settings: { saveDisplayName(name: string): Promise<SaveResult> },
    stored: string,
    ui?: UiStore,
  ) {
    super({ name: stored }, ui);
  }

  /** The name as typed. */
  get name(): string {
    return this.form.name;
  }

  /** The field's message (shown beside it until the name is changed). */
  get error(): string | undefined {
    return this.errors.name;
  }

  setName(name: string): void {
    this.set('name', name);
  }

  /**
   * The stored name as read now (the profile arrives after the page, or changes elsewhere): the
   * draft takes it while nothing unsaved would be lost.
   */
  follow(stored: string): void {
    if (!this.draft.dirty) this.draft.restart({ name: stored });
  }

  /** Saves a valid name (true); otherwise the message beside the field and nothing written. */
  async save(): Promise<boolean> {
    const done = await this.submit(
      async ({ name }) => {
        const error = (await import('./displayNameCheck')).displayNameError(name);
        return error ? { ok: false, errors: { name: error } } : { ok: true, value: name };
      },
      async (name) => {
        const result = await this.settings.saveDisplayName(name);
        if (!result.ok) throw new StatedRefusal(result.message);
        return true;
      },
      'Could not save the name',
    );
    return done === true;
  }
}
