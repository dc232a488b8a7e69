import type { AuthStore } from '../account/AuthStore';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';
import { refusalText } from '../refusal';
import { featureStore } from '../featureStore';

/** The outcome of a write a form waits for: done (with what it made) or a message for the form. */
export type WriteResult<T = void> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Writes to a system's events (screens call these, never the transport): each checks its input,
 * signs it with the signed-in e-mail, shows on the progress bar and answers with a message.
 */
export class EventStore {
  constructor(
    private readonly transport: Transport,
    private readonly auth: AuthStore,
    private readonly ui: UiStore,
  ) {}

  /** Acknowledges every waiting event (the ids the badge counts) as the signed-in user. */
  async acknowledgeAll(
    systemId: string,
    eventIds: readonly string[],
    nowMs: number = Date.now(),
  ): Promise<WriteResult> {
    const email = this.auth.email;
    if (!email) return { ok: false, error: 'Sign in to acknowledge events.' };
    try {
      await this.ui.track(this.transport.acknowledgeEvents(systemId, eventIds, email, nowMs));
      return { ok: true, value: undefined };
    } catch (err) {
      return { ok: false, error: refusalText('Could not acknowledge the events', err) };
    }
  }

  /** Acknowledges an event as the signed-in user, with an optional comment; resolves to who and when. */
  async acknowledge(
    systemId: string,
    eventId: string,
    nowMs: number = Date.now(),
    comment = '',
  ): Promise<WriteResult<{ by: string; at: number }>> {
    const email = this.auth.email;
    if (!email) return { ok: false, error: 'Sign in to acknowledge events.' };
    const { AckCommentSchema, firstFieldIssue } = await import('./manualEventInput');
    const text = AckCommentSchema.safeParse(comment);
    if (!text.success) return { ok: false, error: firstFieldIssue(text.error).message };
    try {
      await this.ui.track(this.transport.acknowledgeEvent(systemId, eventId, email, nowMs, text.data));
      return { ok: true, value: { by: email, at: nowMs } };
    } catch (err) {
      return { ok: false, error: refusalText('Could not acknowledge', err) };
    }
  }
}

/** Event actions (acknowledge, comment), made by the event screens. */
export const eventsFeature = featureStore({
  make: (root) => new EventStore(root.transport, root.auth, root.ui),
});
