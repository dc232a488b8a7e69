// No source file over 250 lines (issue 50): a file that outgrows it is split by meaning, as the
// security rules were (firestore/rules/). Source is what people write and read as code: the
// TypeScript, JavaScript, styles, rules and pages. Data (JSON: package files, the index
// definitions Firestore takes as one file) and prose (docs/) are not held to it here.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './emulatorSetup.js';

const MAX_LINES = 250;
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|css|rules|html)$/;

/** The files of the checkout, tracked or new (not ignored), as git lists them. */
function checkoutFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return out.split('\0').filter(Boolean);
}

/** Lines as an editor counts them: a final newline ends the last line, it does not start another. */
function lineCount(text: string): number {
  return text.length === 0 ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('source files stay small', () => {
  it(`holds no source file over ${MAX_LINES} lines`, () => {
    const files = checkoutFiles().filter((f) => SOURCE.test(f));
    expect(files.length).toBeGreaterThan(500);
    const long = files
      .map((f) => {
        try {
          return { f, lines: lineCount(readFileSync(join(ROOT, f), 'utf8')) };
        } catch {
          return { f, lines: 0 }; // listed but deleted in the working tree
        }
      })
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ f, lines }) => `${f}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('counts lines as an editor does', () => {
    expect([lineCount(''), lineCount('a'), lineCount('a\n'), lineCount('a\nb\n'), lineCount('a\n\n')]).toEqual([
      0, 1, 1, 2, 2,
    ]);
  });
});
