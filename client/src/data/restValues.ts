// Firestore REST API values as plain objects (no Firebase code: unit-tested on its own).

/** A value as Firestore's REST API writes it (https://firebase.google.com/docs/firestore/reference/rest/v1/Value). */
export type RestValue = Partial<{
  nullValue: null;
  booleanValue: boolean;
  integerValue: string;
  doubleValue: number | string;
  timestampValue: string;
  stringValue: string;
  bytesValue: string;
  referenceValue: string;
  geoPointValue: { latitude?: number; longitude?: number };
  arrayValue: { values?: RestValue[] };
  mapValue: { fields?: Record<string, RestValue> };
}>;

/** One document of a REST answer: its full name and its fields. */
export interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

/**
 * A REST value as the SDK would hand it over, near enough for the shared schemas: numbers,
 * strings, booleans, null, arrays and maps as such; a timestamp as a Date (TimeMsSchema takes it);
 * a reference as its path; bytes as their base64 text.
 */
export function fromRestValue(v: RestValue): unknown {
  if (v.mapValue) return fromRestFields(v.mapValue.fields);
  if (v.arrayValue) return (v.arrayValue.values ?? []).map(fromRestValue);
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.integerValue !== undefined) return Number(v.integerValue);
  if (v.doubleValue !== undefined) return Number(v.doubleValue); // "NaN" and "Infinity" come as text
  if (v.booleanValue !== undefined) return v.booleanValue;
  if (v.timestampValue !== undefined) return new Date(v.timestampValue);
  if (v.geoPointValue) return { latitude: v.geoPointValue.latitude ?? 0, longitude: v.geoPointValue.longitude ?? 0 };
  if (v.referenceValue !== undefined)
    return v.referenceValue.replace(/^projects\/[^/]+\/databases\/[^/]+\/documents\//, '');
  if (v.bytesValue !== undefined) return v.bytesValue;
  return null;
}

/** A REST document's fields as a plain object. */
export function fromRestFields(fields: Record<string, RestValue> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields ?? {})) out[k] = fromRestValue(v);
  return out;
}

/** The last segment of a document's full name: its id. */
export const restDocumentId = (name: string) => decodeURIComponent(name.slice(name.lastIndexOf('/') + 1));
