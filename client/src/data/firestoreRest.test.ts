import { afterEach, describe, expect, it, vi } from 'vitest';
import { RestError, runQuery, type RestTarget } from './firestoreRest';

const TARGET: RestTarget = {
  documentsUrl: 'http://firestore.test/v1/projects/p/databases/(default)/documents',
  projectId: 'p',
  token: 't',
};
const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe('runQuery', () => {
  it("asks the collection's parent with the query and the user's token, and hands the documents in order, whole or streamed", async () => {
    const rows = [
      { document: { name: 'a/1', fields: {} } },
      { readTime: 'x' },
      { document: { name: 'a/2', fields: {} } },
    ];
    for (const mode of ['whole', Infinity] as const) {
      const fetch = answer(rows);
      vi.stubGlobal('fetch', fetch);
      const docs = await runQuery(TARGET, 'system/s1/devices/S-1/samples', { limit: 2 }, undefined, mode);
      expect(docs.map((d) => d.name)).toEqual(['a/1', 'a/2']);
      const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
      expect(url).toBe(`${TARGET.documentsUrl}/system/s1/devices/S-1:runQuery`);
      expect(JSON.parse(init.body as string)).toEqual({ structuredQuery: { limit: 2 } });
      expect((init.headers as Record<string, string>).authorization).toBe('Bearer t');
    }
  });

  it('fails by status, a refused or failed query and an unreadable answer alike, never with a parser’s message', async () => {
    vi.stubGlobal('fetch', answer({ error: { code: 403, message: 'Missing or insufficient permissions.' } }, 403));
    await expect(runQuery(TARGET, 'a/b/c', {}, undefined, 'whole')).rejects.toMatchObject({ status: 403 });
    vi.stubGlobal('fetch', answer([{ error: { code: 13, message: 'internal' } }]));
    await expect(runQuery(TARGET, 'a/b/c', {}, undefined, 'whole')).rejects.toBeInstanceOf(RestError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>proxy</html>', { status: 200 })),
    );
    await expect(runQuery(TARGET, 'a/b/c', {}, undefined, 'whole')).rejects.toMatchObject({
      status: 502,
      message: 'runQuery answer is not a JSON array',
    });
  });
});
