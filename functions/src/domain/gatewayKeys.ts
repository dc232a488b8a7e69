import { normaliseEmail } from './invites.js';
import { z } from 'zod';

/** Input of createGatewayKey / rotateGatewayKey. */
export const GatewayKeyInputSchema = z.object({
  systemId: z.string({ error: 'systemId is required' }).trim().min(1, 'systemId is required').max(200),
  gatewaySn: z
    .string({ error: 'gatewaySn is required' })
    .trim()
    .min(1, 'gatewaySn is required')
    .max(100)
    .regex(/^[^/]+$/, 'gatewaySn must not contain "/"'),
});
export type GatewayKeyInput = z.infer<typeof GatewayKeyInputSchema>;

/** True when the token is a verified e-mail listed among the system's admins. */
export function isSystemAdmin(systemData: unknown, token: { email?: string; email_verified?: boolean }): boolean {
  if (!token.email || token.email_verified !== true) return false;
  const admins = (systemData as { admin?: unknown } | undefined)?.admin;
  return (
    Array.isArray(admins) &&
    admins.some((a) => typeof a === 'string' && normaliseEmail(a) === normaliseEmail(token.email ?? ''))
  );
}
