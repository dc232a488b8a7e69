/**
 * An e-mail as systems, invites and tokens compare it: trimmed and lower-cased. Systems and
 * invites store e-mails this way (docs/DATA_MODEL.md) and the security rules (firestore/rules/access.rules) lower-case the
 * caller's token the same way, so every comparison of two e-mails goes through here.
 */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether `list` (a system's `admin[]` or `users[]`; entries not strings skipped) holds `email`. */
export function listsEmail(list: readonly unknown[] | undefined, email: string | null | undefined): boolean {
  if (!email || !Array.isArray(list)) return false;
  const wanted = normaliseEmail(email);
  return list.some((a) => typeof a === 'string' && normaliseEmail(a) === wanted);
}

/** The role check of screens and functions alike: `email` is among the system's admins. */
export function isAdminOf(
  system: { admin?: readonly unknown[] } | undefined,
  email: string | null | undefined,
): boolean {
  return listsEmail(system?.admin, email);
}

/** Whether `email` is a member of the system (admin or user). */
export function isMemberOf(
  system: { admin?: readonly unknown[]; users?: readonly unknown[] } | undefined,
  email: string | null | undefined,
): boolean {
  return listsEmail(system?.admin, email) || listsEmail(system?.users, email);
}
