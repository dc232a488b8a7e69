// The stored size of a Firestore document and of its single-field index entries, by the
// storage-size rules Firestore documents ("Storage size calculations"): what the cost bench
// (scripts/bench/costRun.ts) reports as stored bytes per sample. A string counts its UTF-8 bytes
// + 1; a number, timestamp 8; a boolean or null 1; an array the sum of its values; a map the sum of
// its keys' and values' sizes. A document name counts each collection and document id as a
// string + 16; a document its name + its fields (name and value) + 32. Each single-field index
// entry counts the document name, the collection id, the field path and the value + 32; Firestore
// keeps an ascending and a descending entry per indexed scalar (map subfields included) and one
// array-contains entry per array element, unless a field override in firestore.indexes.json
// exempts the field or keeps fewer of them. An approximation of the bill, not Firestore's own meter, which the emulator
// does not have.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../emulatorSetup.js';

const stringSize = (s: string) => Buffer.byteLength(s, 'utf8') + 1;

/** A value's stored size (Timestamps and Dates count 8, as numbers do). */
export function valueSize(v: unknown): number {
  if (v === null || v === undefined || typeof v === 'boolean') return 1;
  if (typeof v === 'number' || v instanceof Date) return 8;
  if (typeof v === 'string') return stringSize(v);
  if (Array.isArray(v)) return v.reduce((n: number, x) => n + valueSize(x), 0);
  if (typeof v === 'object' && 'toMillis' in v) return 8;
  return Object.entries(v as Record<string, unknown>).reduce((n, [k, x]) => n + stringSize(k) + valueSize(x), 0);
}

/** A document name's size, from its path (`system/s/devices/d`). */
export const documentNameSize = (path: string) => path.split('/').reduce((n, part) => n + stringSize(part), 0) + 16;

/** A document's stored size without its index entries. */
export const documentSize = (path: string, data: Record<string, unknown>) =>
  documentNameSize(path) + valueSize(data) + 32;

interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes: { order?: string; arrayConfig?: string; queryScope?: string }[];
}

/** The single-field indexes an override keeps of a field: scalar entries (ascending, descending) and array-contains. */
interface KeptIndexes {
  scalar: number;
  array: boolean;
}

/**
 * The fields firestore.indexes.json overrides, by collection group: how many of the automatic
 * index entries each keeps (none for an exemption; one for a field kept in one order only).
 */
export function exemptions(file = join(ROOT, 'firestore.indexes.json')): Map<string, Map<string, KeptIndexes>> {
  const overrides =
    (JSON.parse(readFileSync(file, 'utf8')) as { fieldOverrides?: FieldOverride[] }).fieldOverrides ?? [];
  const out = new Map<string, Map<string, KeptIndexes>>();
  for (const o of overrides) {
    const collectionScope = o.indexes.filter((i) => (i.queryScope ?? 'COLLECTION') === 'COLLECTION');
    const kept = {
      scalar: collectionScope.filter((i) => i.order !== undefined).length,
      array: collectionScope.some((i) => i.arrayConfig !== undefined),
    };
    out.set(o.collectionGroup, (out.get(o.collectionGroup) ?? new Map<string, KeptIndexes>()).set(o.fieldPath, kept));
  }
  return out;
}

/** The size of a document's single-field index entries (automatic indexes less what the overrides leave out). */
export function indexEntriesSize(
  path: string,
  data: Record<string, unknown>,
  overrides: Map<string, Map<string, KeptIndexes>>,
): number {
  const parts = path.split('/');
  const collection = parts[parts.length - 2];
  const overridden = overrides.get(collection) ?? new Map<string, KeptIndexes>();
  const base = documentNameSize(path) + stringSize(collection) + 32;
  let total = 0;
  const keptOf = (field: string): KeptIndexes => {
    for (const [f, kept] of overridden) if (field === f || field.startsWith(`${f}.`)) return kept;
    return { scalar: 2, array: true };
  };
  const visit = (field: string, v: unknown) => {
    const kept = keptOf(field);
    if (Array.isArray(v)) {
      if (!kept.array) return;
      for (const x of new Set(v.map((e) => JSON.stringify(e))))
        total += base + stringSize(field) + valueSize(JSON.parse(x));
      return;
    }
    if (v && typeof v === 'object' && !(v instanceof Date) && !('toMillis' in v)) {
      for (const [k, x] of Object.entries(v)) visit(`${field}.${k}`, x);
      return;
    }
    total += kept.scalar * (base + stringSize(field) + valueSize(v));
  };
  for (const [k, v] of Object.entries(data)) visit(k, v);
  return total;
}

/** A document's stored size with its index entries. */
export const storedSize = (
  path: string,
  data: Record<string, unknown>,
  overrides: Map<string, Map<string, KeptIndexes>>,
) => documentSize(path, data) + indexEntriesSize(path, data, overrides);
