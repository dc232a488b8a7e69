import { z } from 'zod';
import { NameSchema } from './fields.js';
import { TimeMsSchema } from './time.js';

/**
 * system/{sid}/integrations/{iid}: forward samples to a webhook (HMAC-signed), or a read API key.
 * Members see a key's name, enabled and last use (lastDelivery); its hash is the id of the
 * functions-only apiKeys/{hash}.
 */
export const IntegrationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('webhook'),
    name: NameSchema,
    url: z.url({ protocol: /^https?$/, error: 'URL must be http(s)' }),
    enabled: z.boolean().default(true),
    lastDelivery: TimeMsSchema.nullable().default(null),
    lastError: z.string().nullable().default(null),
  }),
  z.object({
    kind: z.literal('api_key'),
    name: NameSchema,
    enabled: z.boolean().default(true),
    lastDelivery: TimeMsSchema.nullable().default(null),
    lastError: z.string().nullable().default(null),
  }),
]);
/** Integration as IntegrationSchema parses it. */
export type Integration = z.infer<typeof IntegrationSchema>;
