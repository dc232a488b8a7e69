import { eachJsonArrayElement } from './jsonArrayStream';
import type { RestDocument } from './restValues';

// Reads through Firestore's REST API (docs/LARGE_SYSTEMS.md): a whole collection (the device list)
// or one query (a chart's samples). The JavaScript SDK spends most of a second of main-thread time
// taking in a thousand documents (sorted maps keyed by document path, compared character by
// character); the same documents read as JSON take a few tens of milliseconds. Security rules
// apply the same: the request carries the user's ID token. Runs in the device list's worker
// (deviceList.worker.ts) and in the page: no Firebase import here, the caller says where to ask
// and hands the token (restTarget.ts).

/** Where the REST API is and who asks: what a request needs besides its query. */
export interface RestTarget {
  /** The documents' base URL: `…/v1/projects/<project>/databases/(default)/documents`. */
  documentsUrl: string;
  projectId: string;
  /** The signed-in user's ID token. */
  token: string;
}

/**
 * A REST failure: `status` is 0 when the request did not reach the server (offline). Its message
 * is a detail for the console (the server's own text, or what went wrong on the wire); the stores
 * word the failure by its status (stores/readFailure.ts), never by this text.
 */
export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }

  /** Worth trying again later: offline, too many requests, or the server's own trouble. */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

/** A range of document ids: from `from` (included) to before `before`; an open end when not given. */
export interface IdRange {
  from?: string;
  before?: string;
}

/** The query's filter on the document name for `range` (none for the whole collection). */
export function rangeFilter(projectId: string, path: string, { from, before }: IdRange): object | undefined {
  const name = (id: string) => ({
    referenceValue: `projects/${projectId}/databases/(default)/documents/${path}/${id}`,
  });
  const bound = (op: string, id: string) => ({
    fieldFilter: { field: { fieldPath: '__name__' }, op, value: name(id) },
  });
  const filters = [
    ...(from === undefined ? [] : [bound('GREATER_THAN_OR_EQUAL', from)]),
    ...(before === undefined ? [] : [bound('LESS_THAN', before)]),
  ];
  if (filters.length === 0) return undefined;
  return filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } };
}

/**
 * The documents of a collection (`path` like `system/s1/devices`), or of a range of its ids, in
 * one round trip: a query (runQuery) answers with all of them at once, where a listing comes a
 * page at a time (150 on the emulator), each page a round trip after the one before.
 */
export async function listCollection(
  target: RestTarget,
  path: string,
  signal: AbortSignal,
  range: IdRange = {},
): Promise<RestDocument[]> {
  const collectionId = path.split('/').pop() ?? '';
  return runQuery(
    target,
    path,
    { from: [{ collectionId }], where: rangeFilter(target.projectId, path, range) },
    signal,
    Infinity, // a worker's thread: nothing waits for it to let go
  );
}

/**
 * One structured query (the REST API's `StructuredQuery`) over the collection at `path`, its
 * documents in the order it gives. The answer is read as it arrives, letting go of the thread
 * after `sliceMs` of work (jsonArrayStream.ts; a worker passes Infinity), or, `whole`, parsed at
 * once when it has come: for a bounded answer on the page (a chart's page of samples, a few
 * hundred KB), where the browser's JSON parser takes a few milliseconds and the streaming scan,
 * written in JavaScript, tens.
 */
export async function runQuery(
  target: RestTarget,
  path: string,
  structuredQuery: object,
  signal: AbortSignal | undefined,
  sliceMs: number | 'whole',
): Promise<RestDocument[]> {
  const segments = path.split('/');
  segments.pop();
  const parent = segments.map(encodeURIComponent).join('/');
  const res = await fetch(`${target.documentsUrl}/${parent}:runQuery`, {
    method: 'POST',
    headers: { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ structuredQuery }),
    signal,
  }).catch((error: unknown) => {
    if (signal?.aborted) throw error;
    throw new RestError('fetch failed: no answer', 0);
  });
  if (!res.ok) {
    // A refused query answers one error object, or (as a stream) an array whose element holds it.
    const body = (await res.json().catch(() => undefined)) as
      { error?: RestFailure } | { error?: RestFailure }[] | undefined;
    const failure = Array.isArray(body) ? body[0]?.error : body?.error;
    throw new RestError(failure?.message ?? `HTTP ${res.status}`, res.status);
  }
  // Read as it arrives, an element at a time (jsonArrayStream.ts). An answer that is not JSON (a
  // proxy's error page, a cut connection) reads as the server's trouble, tried again later, never
  // as a parser's message on screen.
  const docs: RestDocument[] = [];
  let failed: RestFailure | undefined;
  const unreadable = () => new RestError('runQuery answer is not a JSON array', 502);
  const take = (element: unknown) => {
    const row = element as { document?: RestDocument; error?: RestFailure };
    // A query that fails part way through says so in an element of the stream.
    if (row.error) failed ??= row.error;
    else if (row.document) docs.push(row.document);
  };
  const read =
    sliceMs === 'whole'
      ? res.json().then((rows: unknown) => {
          if (!Array.isArray(rows)) throw unreadable();
          rows.forEach(take);
        })
      : res.body
        ? eachJsonArrayElement(res.body, take, sliceMs)
        : Promise.reject(unreadable());
  await read.catch((error: unknown) => {
    if (signal?.aborted) throw error;
    throw unreadable();
  });
  if (failed) throw new RestError(failed.message ?? 'runQuery stream error', failed.code === 403 ? 403 : 503);
  return docs;
}

/** An error as the REST API sends it. */
interface RestFailure {
  code?: number;
  message?: string;
}
