import { ClaimCodeSchema, SerialSchema } from '@neuron/shared';

/** The fields of a claim form a message can name. */
export type ClaimField = 'sn' | 'claimCode' | 'alias' | 'form';

/** Field errors of a claim form, by field. */
export type ClaimErrors = Partial<Record<ClaimField, string>>;

/** Checks serial and claim code as the callable will, so mistakes show beside the field at once. */
export function checkClaimFields(sn: string, claimCode: string): ClaimErrors {
  const errors: ClaimErrors = {};
  const s = SerialSchema.safeParse(sn);
  if (!s.success) errors.sn = s.error.issues[0].message;
  const c = ClaimCodeSchema.safeParse(claimCode);
  if (!c.success) errors.claimCode = c.error.issues[0].message;
  return errors;
}

/**
 * Places a callable's refusal ("sn: …", "claimCode: …") beside the field it names; anything
 * else is shown for the whole form.
 */
export function claimErrorOf(message: string): ClaimErrors {
  const match = /^(sn|claimCode|alias): (.*)$/s.exec(message);
  return match ? { [match[1]]: match[2] } : { form: message };
}
