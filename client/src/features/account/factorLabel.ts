import type { MfaEnrollment } from '@neuron/shared';

/** How a second factor reads in a list: its name and kind, and the number for a phone. */
export function factorLabel(f: MfaEnrollment): string {
  if (f.factorId === 'phone') return `${f.displayName || 'Phone'}: text message to ${f.phoneNumber}`;
  return `${f.displayName || 'Authenticator app'}: authenticator app`;
}
