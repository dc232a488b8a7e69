// The integration form's check with the shared schemas (and zod) in a module of its own: the
// store loads it on first save, so zod stays out of the app's first screen.
import { IntegrationSchema, NameSchema } from '@neuron/shared';
import type { NewIntegration } from '../../data/integrations';
import type { IntegrationErrors, IntegrationForm } from './IntegrationEditorStore';

/** Checks a form with the shared integration schema; the fields to save, or a message per field. */
export function parseIntegrationForm(
  form: IntegrationForm,
): { ok: true; value: NewIntegration & { enabled: boolean } } | { ok: false; errors: IntegrationErrors } {
  if (form.kind === 'api_key') {
    const name = NameSchema.safeParse(form.name);
    return name.success
      ? { ok: true, value: { kind: 'api_key', name: name.data, enabled: form.enabled } }
      : { ok: false, errors: { name: name.error.issues[0]?.message } };
  }
  const parsed = IntegrationSchema.safeParse({
    kind: 'webhook',
    name: form.name,
    url: form.url.trim(),
    enabled: form.enabled,
  });
  if (parsed.success && parsed.data.kind === 'webhook') {
    const { name, url, enabled } = parsed.data;
    return { ok: true, value: { kind: 'webhook', name, url, enabled } };
  }
  const errors: IntegrationErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path[0];
    if (key === 'name' || key === 'url') errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
