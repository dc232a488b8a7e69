import { z } from 'zod';
import { TimeMsSchema } from './time.js';

/** system/{sid}/integrations/{iid}: forward samples to a webhook (HMAC-signed), or a read API key. */
export const IntegrationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('webhook'),
    name: z.string().trim().min(1, 'Name is required').max(100),
    url: z.url({ protocol: /^https?$/, error: 'URL must be http(s)' }),
    enabled: z.boolean().default(true),
    lastDelivery: TimeMsSchema.nullable().default(null),
    lastError: z.string().nullable().default(null),
  }),
  z.object({
    kind: z.literal('api_key'),
    name: z.string().trim().min(1, 'Name is required').max(100),
    keyHash: z.string().regex(/^[0-9a-f]{64}$/),
    enabled: z.boolean().default(true),
    lastDelivery: TimeMsSchema.nullable().default(null),
    lastError: z.string().nullable().default(null),
  }),
]);
/** Integration as IntegrationSchema parses it. */
export type Integration = z.infer<typeof IntegrationSchema>;
