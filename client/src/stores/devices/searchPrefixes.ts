/**
 * The prefixes a find box's text is looked up by on the server (docs/PERFORMANCE.md): Firestore
 * compares strings exactly, so a serial is tried as typed and in upper and lower case, a name as
 * typed, with its first letter capitalised, and in lower and upper case. Empty text looks up nothing.
 */
export function searchPrefixes(text: string): { serial: string[]; name: string[] } {
  const t = text.trim();
  if (!t) return { serial: [], name: [] };
  const unique = (xs: string[]) => [...new Set(xs)];
  return {
    serial: unique([t, t.toUpperCase(), t.toLowerCase()]),
    name: unique([t, t.charAt(0).toUpperCase() + t.slice(1), t.toLowerCase(), t.toUpperCase()]),
  };
}
