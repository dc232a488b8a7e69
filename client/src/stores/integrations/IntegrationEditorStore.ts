import { action, makeObservable, observable, runInAction } from 'mobx';
import type { Integration } from '@neuron/shared';
import type { IntegrationView } from '../models';
import type { Transport } from '../transport';
import { EditorStore } from '../EditorStore';
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
 * One integration being added or edited by an admin (the one editor shape, EditorStore): name,
 * URL, enabled; save (a new one is created), delete, new secret. A secret or key just made is
 * shown once: `shownSecret`, or handed to the editor of the integration just created
 * (RootStore.handOverSecret).
 */
export class IntegrationEditorStore extends EditorStore<IntegrationForm, IntegrationErrors> {
  /** The secret or key just made, shown once. */
  shownSecret: { kind: Integration['kind']; secret: string } | null = null;

  constructor(
    private readonly transport: Transport,
    readonly systemId: string,
    /** The integration edited; undefined for a new one. */
    readonly stored: IntegrationView | undefined,
    ui?: UiStore,
  ) {
    super(integrationFormOf(stored), ui);
    makeObservable(this, { shownSecret: observable, showSecret: action });
  }

  /** Where the read API answers, for the key's instructions. */
  get readApiUrl(): string {
    return this.transport.readApiUrl();
  }

  /** Shows a secret made when the integration was created (on the "new" page), once. */
  showSecret(secret: string): void {
    this.shownSecret = { kind: this.form.kind, secret };
  }

  /**
   * Saves when valid: a new integration is created (its secret or key in `shownSecret`), a stored
   * one updated. Resolves to the integration's id, or null when nothing was saved.
   */
  save(): Promise<string | null> {
    const stored = this.stored;
    return this.submit(
      async (form) => {
        const parsed = (await import('./integrationFormCheck')).parseIntegrationForm(form);
        return parsed.ok ? { ok: true, value: parsed.value } : parsed;
      },
      async (v) => {
        if (stored) {
          const fields =
            v.kind === 'webhook'
              ? { name: v.name, url: v.url, enabled: v.enabled }
              : { name: v.name, enabled: v.enabled };
          await this.transport.updateIntegration(this.systemId, stored.id, fields);
          return stored.id;
        }
        const { enabled: _enabled, ...input } = v;
        const made = await this.transport.createIntegration(this.systemId, input);
        runInAction(() => (this.shownSecret = { kind: v.kind, secret: made.secret }));
        return made.integrationId;
      },
      stored ? 'Could not save the integration' : 'Could not add the integration',
    );
  }

  remove(): Promise<boolean> {
    const stored = this.stored;
    if (!stored) return Promise.resolve(false);
    return this.removeWith(
      () => this.transport.deleteIntegration(this.systemId, stored.id),
      'Could not delete the integration',
    );
  }

  /** A new signing secret or API key; the old one stops working. */
  async rotate(): Promise<void> {
    const stored = this.stored;
    if (!stored) return;
    const answer = await this.run(
      () => this.transport.rotateIntegrationSecret(this.systemId, stored.id),
      'Could not make a new secret',
    );
    if (answer) runInAction(() => (this.shownSecret = { kind: stored.kind, secret: answer.secret }));
  }
}
