import { EditorStore } from '../EditorStore';
import { StatedRefusal } from '../refusal';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';

/** A manual event as typed: what happened, and the device it is about ('' for the system). */
export interface ManualEventForm {
  text: string;
  deviceSn: string;
}

/**
 * Creating a manual event about the system or one of its devices, in the one editor shape
 * (EditorStore): the text checked by the shared schema, signed with the signed-in e-mail.
 */
export class ManualEventEditorStore extends EditorStore<ManualEventForm> {
  constructor(
    private readonly transport: Pick<Transport, 'createManualEvent'>,
    private readonly auth: { readonly email: string | null },
    readonly systemId: string,
    ui?: UiStore,
  ) {
    super({ text: '', deviceSn: '' }, ui);
  }

  /** Creates the event when valid; resolves to its id, or null with the message beside the field. */
  save(nowMs: number = Date.now()): Promise<string | null> {
    return this.submit(
      async (form) => {
        // The schema (and zod) load with the first save, not with the app's first screen.
        const { firstFieldIssue, ManualEventInputSchema } = await import('./manualEventInput');
        const parsed = ManualEventInputSchema.safeParse({ text: form.text, deviceSn: form.deviceSn || null });
        if (parsed.success) return { ok: true, value: parsed.data };
        const issue = firstFieldIssue(parsed.error);
        return { ok: false, errors: { [issue.field === 'deviceSn' ? 'deviceSn' : 'text']: issue.message } };
      },
      async ({ text, deviceSn }) => {
        const email = this.auth.email;
        if (!email) throw new StatedRefusal('Sign in to create events.');
        return this.transport.createManualEvent(this.systemId, { text, deviceSn, time: nowMs }, email);
      },
      'Could not save the event',
    );
  }
}
