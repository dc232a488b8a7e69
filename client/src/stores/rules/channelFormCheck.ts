// The channel form's check with the shared schema (and zod) in a module of its own: the editor
// loads it on first save, so zod stays out of the app's first screen.
import { checkOutboundUrl, normaliseEmail, PushConfigSchema } from '@neuron/shared';
import {
  LOCAL_WEBHOOK_INSPECTOR,
  TARGET_FIELD,
  list,
  type ChannelForm,
  type ChannelFormErrors,
  type ChannelInput,
} from './channelForm';

/** Why the rules would refuse a webhook URL (the shared check they make), or null when they allow it. */
function webhookUrlRefusal(url: string): string | null {
  // Under `npm start` only, the local webhook inspector's URL (docs/LOCAL_ALERTS.md).
  if (LOCAL_WEBHOOK_INSPECTOR !== undefined && url.startsWith(LOCAL_WEBHOOK_INSPECTOR)) return null;
  const verdict = checkOutboundUrl(url, { allowLoopback: false });
  return verdict.ok ? null : verdict.reason;
}

/** Checks the form with the shared channel schema; the channel to save, or a message per field. */
export function parseChannelForm(
  form: ChannelForm,
): { ok: true; channel: ChannelInput } | { ok: false; errors: ChannelFormErrors } {
  const target =
    form.type === 'push'
      ? form.members
      : form.type === 'email'
        ? list(form.emails).map(normaliseEmail) // members' e-mails are stored normalised
        : form.type === 'sms'
          ? list(form.phones)
          : form.url.trim();
  const parsed = PushConfigSchema.safeParse({ name: form.name, type: form.type, enabled: form.enabled, target });
  // The security rules refuse a webhook that is not https to a public host (docs/THREAT_MODEL.md);
  // the same shared check here says so beside the field instead of a refused save. Stored channels
  // may hold loopback http URLs written for the emulators with the admin SDK, never from here.
  if (parsed.success && parsed.data.type === 'webhook') {
    const refusal = webhookUrlRefusal(parsed.data.target);
    if (refusal) return { ok: false, errors: { url: `Webhook URL: ${refusal}` } };
  }
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
