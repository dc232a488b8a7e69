import { lookupWordOf, type DeviceType } from '@neuron/shared';
import type { DeviceQuery } from '../../data/deviceQueries';

/**
 * The prefixes a find box's text is looked up by on the server (docs/LARGE_SYSTEMS.md): Firestore
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

/**
 * The server lookups of a find box's text among a type's devices, `size` each: by serial prefix,
 * by name prefix (searchPrefixes), and by the longest word typed among the name's words (a word
 * inside a name: `nameWords`, docs/DATA_MODEL.md). None for empty text.
 */
export function lookupQueries(
  type: DeviceType,
  text: string,
  size: number,
): Extract<DeviceQuery, { kind: 'serial' | 'name' | 'word' }>[] {
  const { serial, name } = searchPrefixes(text);
  const word = lookupWordOf(text);
  return [
    ...serial.map((prefix) => ({ kind: 'serial' as const, type, prefix, size })),
    ...name.map((prefix) => ({ kind: 'name' as const, type, prefix, size })),
    ...(word === null ? [] : [{ kind: 'word' as const, type, word, size }]),
  ];
}
