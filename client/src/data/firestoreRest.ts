import { emulatorOrigin, firebaseAuth, firebaseConfig } from './authApp';
import type { RestDocument } from './restValues';

// Reads a whole collection through Firestore's REST API (docs/PERFORMANCE.md). The JavaScript SDK
// spends most of a second of main-thread time taking in a thousand documents (sorted maps keyed by
// document path, compared character by character); the same documents read as JSON take a few
// tens of milliseconds. Security rules apply the same: the request carries the user's ID token.

/** The REST API's base URL for documents: the emulator's, or Google's. */
function documentsUrl(): string {
  const origin = emulatorOrigin(8080) ?? 'https://firestore.googleapis.com';
  return `${origin}/v1/projects/${firebaseConfig.projectId}/databases/(default)/documents`;
}

/** A REST failure: `status` is 0 when the request did not reach the server (offline). */
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

/** The documents of a collection (`path` like `system/s1/devices`), read a page at a time. */
export async function listCollection(path: string, signal: AbortSignal, pageSize = 300): Promise<RestDocument[]> {
  const { auth } = firebaseAuth();
  await auth.authStateReady(); // a page just loaded may not have restored the signed-in user yet
  const user = auth.currentUser;
  if (!user) throw new RestError('Not signed in.', 401);
  const token = await user.getIdToken();
  const base = `${documentsUrl()}/${path.split('/').map(encodeURIComponent).join('/')}`;
  const docs: RestDocument[] = [];
  let pageToken = '';
  do {
    const url = `${base}?pageSize=${pageSize}${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`;
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal }).catch((error: unknown) => {
      if (signal.aborted) throw error;
      throw new RestError('The server could not be reached.', 0);
    });
    if (!res.ok) {
      const body = (await res.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
      throw new RestError(body?.error?.message ?? `The server answered ${res.status}.`, res.status);
    }
    // An answer that is not JSON (a proxy's error page, a cut connection) reads as the server's
    // trouble, tried again later, never as a parser's message on screen.
    const page = (await res.json().catch(() => {
      throw new RestError('The server sent an unreadable answer.', 502);
    })) as { documents?: RestDocument[]; nextPageToken?: string };
    docs.push(...(page.documents ?? []));
    pageToken = page.nextPageToken ?? '';
  } while (pageToken);
  return docs;
}
