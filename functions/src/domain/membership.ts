import { isAdminOf } from '@neuron/shared';

/** True when the token is a verified e-mail listed among the system's admins (the callables' admin check). */
export function isSystemAdmin(systemData: unknown, token: { email?: string; email_verified?: boolean }): boolean {
  if (!token.email || token.email_verified !== true) return false;
  const admins = (systemData as { admin?: unknown } | undefined)?.admin;
  return Array.isArray(admins) && isAdminOf({ admin: admins }, token.email);
}
