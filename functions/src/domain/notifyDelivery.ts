import { LOG_SEVERITY, PushConfigSchema, type PushConfig } from '@neuron/shared';
import { failureSeverity } from './deliveryFailure.js';
import type { NotificationContent } from './notifyMessage.js';

/** A channel as stored: its id and the raw document (validated here, not trusted). */
export interface StoredChannel {
  id: string;
  data: unknown;
}

/** The senders and stores the delivery needs; real adapters in production, fakes in unit tests. */
export interface DeliveryPorts {
  /** Claims (eventId, channelId) once: true the first time, false for a repeated delivery. */
  claim(channelId: string): Promise<boolean>;
  /** Marks a claimed delivery done (sent or failed) so it is visible what happened. */
  settle(channelId: string, outcome: { ok: boolean; message?: string }): Promise<void>;
  /** Logs a failed delivery on the channel with its log severity (Warning 10 or Error 20). */
  recordError(channelId: string, message: string, severity: number): Promise<void>;
  send(channel: PushConfig, content: NotificationContent, channelId: string): Promise<void>;
}

export type ChannelOutcome = {
  channelId: string;
  result: 'sent' | 'failed' | 'skipped' | 'repeated';
  message?: string;
};

/** Readable one-line message of a zod failure of a channel, naming the field. */
function invalidChannelMessage(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  const first = issues[0];
  const field = first?.path.map(String).join('.') || 'channel';
  return `Invalid channel: ${field}: ${first?.message ?? 'malformed'}`;
}

/**
 * Sends one event through each channel of a rule. A channel already claimed for this event is
 * left alone (a re-delivered message notifies nobody twice); a failure of one channel is
 * recorded on that channel and does not stop the others.
 */
export async function deliverToChannels(
  channels: readonly StoredChannel[],
  content: NotificationContent,
  ports: DeliveryPorts,
): Promise<ChannelOutcome[]> {
  const outcomes: ChannelOutcome[] = [];
  for (const stored of channels) {
    const parsed = PushConfigSchema.safeParse(stored.data);
    if (parsed.success && !parsed.data.enabled) {
      outcomes.push({ channelId: stored.id, result: 'skipped' });
      continue;
    }
    if (!(await ports.claim(stored.id))) {
      outcomes.push({ channelId: stored.id, result: 'repeated' });
      continue;
    }
    let message: string | undefined;
    let severity: number = LOG_SEVERITY.Error;
    if (!parsed.success) {
      message = invalidChannelMessage(parsed.error.issues);
    } else {
      try {
        await ports.send(parsed.data, content, stored.id);
      } catch (e) {
        message = e instanceof Error ? e.message : String(e);
        severity = failureSeverity(e);
      }
    }
    if (message === undefined) {
      await ports.settle(stored.id, { ok: true });
      outcomes.push({ channelId: stored.id, result: 'sent' });
    } else {
      await ports.recordError(stored.id, message, severity);
      await ports.settle(stored.id, { ok: false, message });
      outcomes.push({ channelId: stored.id, result: 'failed', message });
    }
  }
  return outcomes;
}
