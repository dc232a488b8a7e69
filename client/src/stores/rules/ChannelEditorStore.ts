import { makeAutoObservable, runInAction } from 'mobx';
import type { PushConfig } from '@neuron/shared';
import { channelFormFrom, emptyChannelForm, type ChannelForm, type ChannelFormErrors } from './channelForm';
import type { Transport } from '../transport';
import { SAVED, failed, runEditorWork, type EditorStatus } from '../editorStatus';
import { EditorDraft } from '../editorDraft';
import type { UiStore } from '../UiStore';

/** The channel editor: fields and errors, save, delete, "Send test" and the webhook signing secret. */
export class ChannelEditorStore {
  errors: ChannelFormErrors = {};
  busy = false;
  status: EditorStatus = null;
  /** The new signing secret, shown once (kept only until the screen closes). */
  secret: string | null = null;
  testResult: string | null = null;
  private readonly draft: EditorDraft<ChannelForm>;

  constructor(
    private readonly transport: Transport,
    readonly systemId: string,
    readonly channelId: string | null,
    stored?: PushConfig,
    /** Refused saves also show as an error toast (the editor may be gone by then). */
    private readonly ui?: UiStore,
    /** The system's members, for a new channel's defaults (the only one is ticked). */
    members: readonly string[] = [],
  ) {
    this.draft = new EditorDraft(stored ? channelFormFrom(stored) : emptyChannelForm(members));
    makeAutoObservable<ChannelEditorStore, 'transport' | 'ui' | 'draft'>(this, {
      transport: false,
      ui: false,
      draft: false,
    });
  }

  /** The fields as typed. */
  get form(): ChannelForm {
    return this.draft.value;
  }

  /** Changes not saved yet (the leave guard asks before they are lost). */
  get dirty(): boolean {
    return this.draft.dirty;
  }

  set<K extends keyof ChannelForm>(key: K, value: ChannelForm[K]): void {
    this.draft.value = { ...this.form, [key]: value };
    delete this.errors[key];
  }

  /** Cancel: the fields go back to the channel as stored (a new channel: empty), their messages with them. */
  cancel(): void {
    this.draft.discard();
    this.errors = {};
    this.status = null;
  }

  private run<T>(work: () => Promise<T>, failure: string): Promise<T | null> {
    return runEditorWork(this, work, failure, this.ui);
  }

  /** Saves when valid (a new webhook channel gets its signing secret at once); resolves to the id or null. */
  async save(): Promise<string | null> {
    // Busy from the press: a second press while the check's module loads must not save twice.
    if (this.busy) return null;
    this.busy = true;
    const { parseChannelForm } = await import('./channelFormCheck');
    const parsed = parseChannelForm(this.form);
    runInAction(() => {
      this.errors = parsed.ok ? {} : parsed.errors;
      if (!parsed.ok) this.status = failed('Check the highlighted fields.');
      this.busy = false; // run() below is busy again in this same task
    });
    if (!parsed.ok) return null;
    const saving = this.draft.snapshot();
    const id = await this.run(
      () => this.transport.savePushConfig(this.systemId, this.channelId, parsed.channel),
      'Could not save the channel',
    );
    if (id === null) return null;
    runInAction(() => {
      this.status = SAVED;
      this.draft.saved(saving);
    });
    if (!this.channelId && parsed.channel.type === 'webhook') await this.rotateSecret(id);
    return id;
  }

  async remove(): Promise<boolean> {
    if (!this.channelId) return false;
    const id = this.channelId;
    const done =
      (await this.run(() => this.transport.deletePushConfig(this.systemId, id), 'Could not delete')) !== null;
    if (done) this.draft.deleted();
    return done;
  }

  /** Shows a secret made when the channel was created (on the "new" page), once. */
  showSecret(secret: string): void {
    this.secret = secret;
  }

  /** A new signing secret from the server; the old one stops validating. */
  async rotateSecret(channelId: string | null = this.channelId): Promise<void> {
    if (!channelId) return;
    const answer = await this.run(
      () => this.transport.rotateChannelSecret(this.systemId, channelId),
      'Could not make a signing secret',
    );
    if (answer) runInAction(() => (this.secret = answer.secret));
  }

  /** Sends a test through the real delivery path and says how it went. */
  async sendTest(): Promise<void> {
    if (!this.channelId) return;
    const id = this.channelId;
    this.testResult = null;
    const outcome = await this.run(() => this.transport.sendTestNotification(this.systemId, id), 'Test failed');
    if (outcome) {
      runInAction(
        () =>
          (this.testResult =
            outcome.result === 'sent' ? 'Test sent.' : `Test not delivered: ${outcome.message ?? outcome.result}`),
      );
    }
  }
}
