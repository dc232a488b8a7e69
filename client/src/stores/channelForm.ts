import { PushConfigSchema, type PushConfig } from '@neuron/shared';

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

export function emptyChannelForm(): ChannelForm {
  return { name: '', type: 'email', enabled: true, members: [], emails: '', phones: '', url: '' };
}

const list = (s: string) =>
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

const TARGET_FIELD: Record<PushConfig['type'], keyof ChannelForm> = {
  push: 'members',
  email: 'emails',
  sms: 'phones',
  webhook: 'url',
};

/** Checks the form with the shared channel schema; the channel to save, or a message per field. */
export function parseChannelForm(
  form: ChannelForm,
): { ok: true; channel: ChannelInput } | { ok: false; errors: ChannelFormErrors } {
  const target =
    form.type === 'push'
      ? form.members
      : form.type === 'email'
        ? list(form.emails).map((e) => e.toLowerCase()) // members' e-mails are stored lower-cased
        : form.type === 'sms'
          ? list(form.phones)
          : form.url.trim();
  const parsed = PushConfigSchema.safeParse({ name: form.name, type: form.type, enabled: form.enabled, target });
  // Stored channels may hold loopback http URLs written for the emulators; one saved from the
  // editor must be https (the rules and the outbound guard refuse anything else, docs/THREAT_MODEL.md).
  if (parsed.success && parsed.data.type === 'webhook' && !/^https:\/\//i.test(parsed.data.target))
    return { ok: false, errors: { url: 'Webhook URL must be https' } };
  if (parsed.success) return { ok: true, channel: parsed.data };
  const errors: ChannelFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'target' ? TARGET_FIELD[form.type] : (issue.path[0] as keyof ChannelForm);
    const which =
      issue.path[0] === 'target' && typeof issue.path[1] === 'number'
        ? ` (${String(Array.isArray(target) ? target[issue.path[1]] : '')})`
        : '';
    errors[key] ??= `${issue.message}${which}`;
  }
  return { ok: false, errors };
}
