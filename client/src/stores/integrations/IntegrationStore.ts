import { makeAutoObservable, runInAction, toJS } from 'mobx';
import type { Integration } from '@neuron/shared';
import type { Transport } from '../transport';
import { SAVED, runEditorWork, type EditorStatus } from '../editorStatus';
import { EditorDraft } from '../editorDraft';
import type { UiStore } from '../UiStore';

export interface IntegrationForm {
  kind: Integration['kind'];
  name: string;
  url: string;
  enabled: boolean;
}
export type IntegrationErrors = Partial<Record<'name' | 'url', string>>;

/** The form of a stored integration, or of a new one (a signed webhook, enabled). */
export function integrationFormOf(integration: Integration | undefined): IntegrationForm {
  return {
    kind: integration?.kind ?? 'webhook',
    name: integration?.name ?? '',
    url: integration?.kind === 'webhook' ? integration.url : '',
    enabled: integration?.enabled ?? true,
  };
}

/**
 * The integrations screen's editor and actions: the draft of the integration open (one at a time),
 * create, edit, delete, new secret; a new secret is shown once.
 */
export class IntegrationStore {
  errors: IntegrationErrors = {};
  busy = false;
  status: EditorStatus = null;
  /** The secret or key just made, for the one integration it belongs to. */
  shownSecret: { integrationId: string; kind: Integration['kind']; secret: string } | null = null;
  /** The draft of the integration being edited or added (`edit` starts it). */
  private readonly draft = new EditorDraft(integrationFormOf(undefined));

  constructor(
    private readonly transport: Transport,
    readonly systemId: string,
    /** Refused saves also show as an error toast (the editor may be gone by then). */
    private readonly ui?: UiStore,
  ) {
    makeAutoObservable<IntegrationStore, 'transport' | 'ui' | 'draft'>(this, {
      transport: false,
      ui: false,
      draft: false,
    });
  }

  /** The fields as typed. */
  get form(): IntegrationForm {
    return this.draft.value;
  }

  /** Changes not saved yet (the leave guard asks before they are lost). */
  get dirty(): boolean {
    return this.draft.dirty;
  }

  /** Where the read API answers, for the key's instructions. */
  get readApiUrl(): string {
    return this.transport.readApiUrl();
  }

  /** Starts the draft of `integration` (undefined: a new one). */
  edit(integration: Integration | undefined): void {
    this.draft.restart(integrationFormOf(integration));
  }

  /** Changes the draft; the field messages go until the next save. */
  set(patch: Partial<IntegrationForm>): void {
    this.draft.value = { ...this.form, ...patch };
    this.errors = {};
  }

  /** Cancel: the fields go back to the integration as stored (a new one: the defaults). */
  cancel(): void {
    this.draft.discard();
    this.errors = {};
    this.status = null;
  }

  private run<T>(work: () => Promise<T>, failure: string): Promise<T | null> {
    return runEditorWork(this, work, failure, this.ui);
  }

  /** Adds an integration; resolves to its id (its secret or key is in `shownSecret`), or null. */
  async create(form: IntegrationForm = this.form): Promise<string | null> {
    // Busy from the press: a second press while the check's module loads must not save twice.
    if (this.busy) return null;
    this.busy = true;
    const { parseIntegrationForm } = await import('./integrationFormCheck');
    const parsed = parseIntegrationForm(form);
    runInAction(() => {
      this.errors = parsed.ok ? {} : parsed.errors;
      this.busy = false; // run() below is busy again in this same task
    });
    if (!parsed.ok) return null;
    const { enabled: _enabled, ...input } = parsed.value;
    const made = await this.run(() => this.transport.createIntegration(this.systemId, input), 'Could not add it');
    if (!made) return null;
    runInAction(() => {
      this.shownSecret = { integrationId: made.integrationId, kind: form.kind, secret: made.secret };
      this.draft.saved(form);
    });
    return made.integrationId;
  }

  async save(integrationId: string, form: IntegrationForm = this.form): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    const { parseIntegrationForm } = await import('./integrationFormCheck');
    const parsed = parseIntegrationForm(form);
    runInAction(() => {
      this.errors = parsed.ok ? {} : parsed.errors;
      this.busy = false; // run() below is busy again in this same task
    });
    if (!parsed.ok) return false;
    const v = parsed.value;
    const saving = toJS(form);
    const fields =
      v.kind === 'webhook' ? { name: v.name, url: v.url, enabled: v.enabled } : { name: v.name, enabled: v.enabled };
    const done = await this.run(
      () => this.transport.updateIntegration(this.systemId, integrationId, fields),
      'Could not save',
    );
    if (done === null) return false;
    runInAction(() => {
      this.status = SAVED;
      this.draft.saved(saving);
    });
    return true;
  }

  async remove(integrationId: string): Promise<boolean> {
    const done =
      (await this.run(() => this.transport.deleteIntegration(this.systemId, integrationId), 'Could not delete')) !==
      null;
    if (done) this.draft.deleted();
    return done;
  }

  async rotate(integrationId: string, kind: Integration['kind']): Promise<void> {
    const answer = await this.run(
      () => this.transport.rotateIntegrationSecret(this.systemId, integrationId),
      'Could not make a new secret',
    );
    if (answer) runInAction(() => (this.shownSecret = { integrationId, kind, secret: answer.secret }));
  }
}
