import { describe, expect, it } from 'vitest';
import { eachJsonArrayElement, NotAJsonArray } from './jsonArrayStream';

/** A stream of `text`'s UTF-8 bytes, cut at the given byte offsets. */
function streamOf(text: string, cuts: number[] = []): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const ends = [...cuts.filter((c) => c > 0 && c < bytes.length), bytes.length];
  let from = 0;
  return new ReadableStream({
    start(controller) {
      for (const end of ends) {
        controller.enqueue(bytes.slice(from, end));
        from = end;
      }
      controller.close();
    },
  });
}

async function elementsOf(text: string, cuts: number[] = [], sliceMs = 8): Promise<unknown[]> {
  const out: unknown[] = [];
  await eachJsonArrayElement(streamOf(text, cuts), (e) => out.push(e), sliceMs);
  return out;
}

// Strings holding what the scan must not take for structure: braces, brackets, escaped quotes and
// backslashes, and characters of several bytes (which a cut can split).
const ROWS = [
  { document: { name: 'a/b', fields: { alias: { stringValue: 'Greenhouse {north} [1]' } } }, readTime: 't' },
  { document: { name: 'c', fields: { note: { stringValue: 'say \\"hi\\" \\\\ and "quoted"' } } } },
  { document: { name: 'd', fields: { unit: { stringValue: '°C – CO₂ 🌡' }, list: { arrayValue: { values: [] } } } } },
  [1, [2, { x: '}' }]],
];

describe('reading a JSON array as it arrives', () => {
  it('hands on every element as JSON.parse reads it, wherever the bytes are cut (pretty-printed too)', async () => {
    for (const text of [JSON.stringify(ROWS), JSON.stringify(ROWS, null, 2)]) {
      const length = new TextEncoder().encode(text).length;
      for (let cut = 0; cut <= length; cut++) {
        expect(await elementsOf(text, [cut, cut + 7])).toEqual(JSON.parse(text));
      }
    }
  });

  it('reads an empty array as no elements', async () => {
    expect(await elementsOf(' [ ] ')).toEqual([]);
  });

  it('refuses what is not a whole array of objects: an object, a page of HTML, an answer cut short', async () => {
    for (const text of [
      '{"error": {"code": 403}}',
      '<html>Bad gateway</html>',
      '[{"a": 1}, {"b": "cut',
      '[{"a":1}',
      '',
    ]) {
      await expect(elementsOf(text)).rejects.toBeInstanceOf(NotAJsonArray);
    }
    await expect(elementsOf('[{"a": 1}] [')).rejects.toBeInstanceOf(NotAJsonArray);
    for (const text of ['["text"]', '[1, 2]', '[{"a": 1}, null]', '[{"a": 1}] junk', 'x[{"a": 1}]'])
      await expect(elementsOf(text)).rejects.toBeInstanceOf(NotAJsonArray);
  });

  it('lets the page run between slices: a task queued before the read runs before its end', async () => {
    const text = JSON.stringify(ROWS);
    const cuts = Array.from({ length: text.length }, (_, i) => i);
    const events: string[] = [];
    setTimeout(() => events.push('other task'), 0);
    await eachJsonArrayElement(streamOf(text, cuts), () => events.push('element'), -1);
    expect(events.indexOf('other task')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('other task')).toBeLessThan(events.length - 1);
  });
});
