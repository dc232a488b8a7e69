import { EditorStore } from '../EditorStore';
import { StatedRefusal } from '../refusal';
import type { RootStore } from '../RootStore';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';

/** The longest system name (docs/DATA_MODEL.md). */
const NAME_MAX = 100;

/**
 * Creating a system, in the one editor shape (EditorStore): its name, checked; the signed-in user
 * becomes its only admin (and it has no users yet).
 */
export class NewSystemEditorStore extends EditorStore<{ name: string }> {
  constructor(
    private readonly transport: Pick<Transport, 'createSystem'>,
    /** The signed-in user's e-mail, normalised (AuthStore.email). */
    private readonly auth: { readonly email: string | null },
    ui?: UiStore,
  ) {
    super({ name: '' }, ui);
  }

  /** Creates the system when the name is valid; resolves to its id, or null. */
  save(): Promise<string | null> {
    return this.submit(
      ({ name }) => {
        const trimmed = name.trim();
        if (!trimmed) return { ok: false, errors: { name: 'Enter a name for the system' } };
        if (trimmed.length > NAME_MAX) return { ok: false, errors: { name: 'The name is at most 100 characters' } };
        return { ok: true, value: trimmed };
      },
      async (name) => {
        const email = this.auth.email;
        if (!email) throw new StatedRefusal('Sign in first');
        return this.transport.createSystem(name, email);
      },
      'Could not create the system',
    );
  }
}

/** The create-a-system form for one visit of the systems list (the first screen, so not one of the lazy Editors). */
export function newSystemEditor(root: RootStore): NewSystemEditorStore {
  return new NewSystemEditorStore(root.transport, root.auth, root.ui);
}
