import { action, makeObservable, observable, runInAction } from 'mobx';
import type { PushConfig } from '@neuron/shared';
import { channelFormFrom, emptyChannelForm, type ChannelForm, type ChannelFormErrors } from './channelForm';
import type { Transport } from '../transport';
import { EditorStore } from '../EditorStore';
import type { UiStore } from '../UiStore';

/** The channel editor (the one editor shape, EditorStore): fields and errors, save, delete, "Send test" and the webhook signing secret. */
export class ChannelEditorStore extends EditorStore<ChannelForm, ChannelFormErrors> {
  /** The new signing secret, shown once (kept only until the screen closes). */
  secret: string | null = null;
  testResult: string | null = null;

  constructor(
    private readonly transport: Transport,
    readonly systemId: string,
    readonly channelId: string | null,
    stored?: PushConfig,
    ui?: UiStore,
    /** The system's members, for a new channel's defaults (the only one is ticked). */
    members: readonly string[] = [],
  ) {
    super(stored ? channelFormFrom(stored) : emptyChannelForm(members), ui);
    makeObservable(this, { secret: observable, testResult: observable, showSecret: action, sendTest: action });
  }

  /** Saves when valid (a new webhook channel gets its signing secret at once); resolves to the id or null. */
  async save(): Promise<string | null> {
    let type: ChannelForm['type'] | undefined;
    const id = await this.submit(
      async (form) => {
        const parsed = (await import('./channelFormCheck')).parseChannelForm(form);
        if (parsed.ok) type = parsed.channel.type;
        return parsed.ok ? { ok: true, value: parsed.channel } : parsed;
      },
      (channel) => this.transport.savePushConfig(this.systemId, this.channelId, channel),
      'Could not save the channel',
    );
    if (id !== null && !this.channelId && type === 'webhook') await this.rotateSecret(id);
    return id;
  }

  remove(): Promise<boolean> {
    const id = this.channelId;
    if (!id) return Promise.resolve(false);
    return this.removeWith(() => this.transport.deletePushConfig(this.systemId, id), 'Could not delete the channel');
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
