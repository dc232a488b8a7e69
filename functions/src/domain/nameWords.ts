import { nameWordsOf, sameNameWords } from '@neuron/shared';

/**
 * What a device's `nameWords` should be written as (docs/DATA_MODEL.md: the lookups' words,
 * derived from its name), or null when they are the name's already: a device created without them
 * (a virtual sensor the client made, a seed), stored before they existed (the backfill), or
 * renamed by an admin's edit (domain/deviceEdit.ts). The one home of "the name's words, unless the
 * device holds them already".
 */
export function planNameWords(device: Record<string, unknown>): { nameWords: string[] } | null {
  const alias = typeof device.alias === 'string' ? device.alias : '';
  return sameNameWords(device.nameWords, alias) ? null : { nameWords: nameWordsOf(alias) };
}
