// docs/CLIENT.md says the client has one editor shape (EditorStore) and lists every editor
// in a table: the table and the code agree, and no store keeps a draft of its own outside it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const STORES = join(ROOT, 'client/src/stores');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The section of docs/CLIENT.md on the editor shape, up to the next bullet. */
function editorSection(): string {
  const doc = readFileSync(join(ROOT, 'docs/CLIENT.md'), 'utf8');
  const start = doc.indexOf('- **One editor shape**');
  expect(start, 'docs/CLIENT.md has the "One editor shape" section').toBeGreaterThan(-1);
  const end = doc.indexOf('\n- **', start + 1);
  return doc.slice(start, end);
}

describe('the editor shapes in docs/CLIENT.md match the code', () => {
  it('names one shape, and its table lists exactly the stores built on it', () => {
    const section = editorSection();
    expect(section).toContain('(there is one: `EditorStore`');
    const listed = [...section.matchAll(/\| `(stores\/[^`]+\.ts)`/g)].map((m) => m[1]).sort();
    const built = sources(STORES)
      .filter((f) => /class \w+ extends EditorStore</.test(readFileSync(f, 'utf8')))
      .map((f) => relative(join(ROOT, 'client/src'), f))
      .sort();
    expect(listed).toEqual(built);
    expect(built.length).toBeGreaterThanOrEqual(10);
  });

  it('no store keeps an editor draft of its own beside EditorStore', () => {
    const own = sources(STORES).filter(
      (f) => f !== join(STORES, 'EditorStore.ts') && /new EditorDraft\(/.test(readFileSync(f, 'utf8')),
    );
    expect(own.map((f) => relative(ROOT, f))).toEqual([]);
  });
});
