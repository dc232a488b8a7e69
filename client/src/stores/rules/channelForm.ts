import type { PushConfig } from '@neuron/shared';

/** The channel editor's fields; each type keeps its own target so switching type loses nothing. */
export interface ChannelForm {
  name: string;
  type: PushConfig['type'];
  enabled: boolean;
  /** Members (e-mails) a push channel notifies. */
  members: string[];
  /** E-mail addresses, one per line or separated by commas. */
  emails: string;
  /** E.164 numbers, one per line or separated by commas. */
  phones: string;
  url: string;
}

export type ChannelFormErrors = Partial<Record<keyof ChannelForm, string>>;

/** A channel as the editor saves it (the signing secret is never part of it). */
export type ChannelInput = Omit<PushConfig, 'secretRef'>;

export function emptyChannelForm(members: readonly string[] = []): ChannelForm {
  // A system with one member (its admin, the usual first channel): that member is ticked, so a
  // push channel made at once reaches somebody.
  const only = members.length === 1 ? [...members] : [];
  return { name: '', type: 'email', enabled: true, members: only, emails: '', phones: '', url: '' };
}

/** A typed list (one per line, or comma or semicolon separated). */
export const list = (s: string) =>
  s
    .split(/[\n,;]/)
    .map((x) => x.trim())
    .filter(Boolean);

/** The form of a stored channel. */
export function channelFormFrom(c: PushConfig): ChannelForm {
  const form = { ...emptyChannelForm(), name: c.name, type: c.type, enabled: c.enabled };
  if (c.type === 'push') form.members = c.target;
  if (c.type === 'email') form.emails = c.target.join('\n');
  if (c.type === 'sms') form.phones = c.target.join('\n');
  if (c.type === 'webhook') form.url = c.target;
  return form;
}

/** Which form field holds the target of each channel type. */
export const TARGET_FIELD: Record<PushConfig['type'], keyof ChannelForm> = {
  push: 'members',
  email: 'emails',
  sms: 'phones',
  webhook: 'url',
};

/**
 * The local webhook inspector's URL prefix under `npm start` (VITE_LOCAL_WEBHOOK_INSPECTOR, set by
 * scripts/localInbox/demoInbox.ts only), or undefined: the one non-https webhook URL the emulator
 * setup accepts (docs/LOCAL_ALERTS.md).
 */
export const LOCAL_WEBHOOK_INSPECTOR: string | undefined =
  typeof import.meta.env.VITE_LOCAL_WEBHOOK_INSPECTOR === 'string' &&
  import.meta.env.VITE_LOCAL_WEBHOOK_INSPECTOR !== ''
    ? import.meta.env.VITE_LOCAL_WEBHOOK_INSPECTOR
    : undefined;
