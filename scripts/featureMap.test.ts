// docs/FEATURES.md's feature map names, for each feature in the user's words, the files that
// make it up (screen, store, client data call, trigger, workflow, domain, shared): every one exists.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');

/** The feature map: the section from its heading to the next heading of the same level. */
function featureMap(): string {
  const doc = readFileSync(join(ROOT, 'docs/FEATURES.md'), 'utf8');
  const start = doc.indexOf('\n## Feature map');
  expect(start, 'docs/FEATURES.md has a "## Feature map" section').toBeGreaterThan(-1);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

/** Each table row of the map: its feature and the files its cells name (`path` in backticks). */
function rows(): { feature: string; files: string[] }[] {
  return featureMap()
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Feature') && !/^\|\s*-/.test(line))
    .map((line) => {
      const cells = line.split('|').slice(1, -1);
      const files = [...line.matchAll(/`([^`\s]+\.(?:tsx?|md|rules))`/g)].map((m) => m[1]);
      return { feature: cells[0]!.trim(), files };
    });
}

describe('the feature map in docs/FEATURES.md', () => {
  it('names features, each with its files', () => {
    const map = rows();
    expect(map.length).toBeGreaterThanOrEqual(12);
    for (const { feature, files } of map) expect(files.length, feature).toBeGreaterThanOrEqual(3);
  });

  it('names only files that exist', () => {
    const missing = rows().flatMap(({ feature, files }) =>
      files.filter((f) => !existsSync(join(ROOT, f))).map((f) => `${feature}: ${f}`),
    );
    expect(missing).toEqual([]);
  });

  it("calls the early-warning rule by the user's word", () => {
    expect(featureMap()).toMatch(/Early warning/);
  });
});
