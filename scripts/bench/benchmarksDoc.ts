import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../emulatorSetup.js';

const DOC = join(ROOT, 'docs/benchmarks.md');
const HEADER =
  '# Benchmarks\n\nFigures written by `npm run bench`; each part of the bench replaces only its own section.\n';

/**
 * Replaces the section between `<!-- bench:<key>:start -->` and `<!-- bench:<key>:end -->` in
 * docs/benchmarks.md (appending it when missing), so several benches write one file side by side.
 */
export function writeBenchSection(key: string, markdown: string): void {
  const start = `<!-- bench:${key}:start -->`;
  const end = `<!-- bench:${key}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : HEADER;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  const next =
    from >= 0 && to > from ? doc.slice(0, from) + block + doc.slice(to + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(DOC, next);
  // The file is checked by `prettier --check .` like every other: written in its style.
  spawnSync('npx', ['prettier', '--write', DOC], { cwd: ROOT, stdio: 'ignore' });
}
