/** The most words of a name kept for lookups (a name is at most 100 characters). */
export const NAME_WORDS_MAX = 20;

/**
 * The words of a device's name as lookups find them (docs/DATA_MODEL.md, `nameWords`): lower
 * case, split at anything that is not a letter or a digit, each once, in order. Firestore has no
 * substring search; a find box looks a typed word up with `array-contains` on this list, so
 * "freezer" finds "North freezer 3". The functions write it whenever the name is set (a claim, an
 * edit, a device created without it), so it is derived state like a device's display.
 */
export function nameWordsOf(name: string | null | undefined): string[] {
  const words = (name ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, NAME_WORDS_MAX);
}

/**
 * The word a find box's text is looked up by in `nameWords`: the longest of its words (the most
 * selective; the others are checked against the names found), or null when it has none.
 */
export function lookupWordOf(text: string): string | null {
  const words = nameWordsOf(text);
  return words.reduce<string | null>((best, w) => (best === null || w.length > best.length ? w : best), null);
}

/** Whether a stored `nameWords` value is the one the name gives (nothing to write when it is). */
export function sameNameWords(stored: unknown, name: string | null | undefined): boolean {
  const want = nameWordsOf(name);
  return Array.isArray(stored) && stored.length === want.length && stored.every((w, i) => w === want[i]);
}
