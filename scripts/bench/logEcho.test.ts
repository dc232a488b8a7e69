import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { logEcho } from './logEcho.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('the emulators’ log echoed into a bench script’s output', () => {
  it('prints each line written after it started, once, and a line only when it is complete', () => {
    const dir = mkdtempSync(join(tmpdir(), 'log-echo-'));
    dirs.push(dir);
    const file = join(dir, 'emulators.log');
    writeFileSync(file, 'before the bench\n');
    const printed: string[] = [];
    const { echo } = logEcho(file, (l) => printed.push(l));
    appendFileSync(file, 'i  functions: Beginning execution of "us-central1-storeSamples"\nMETER fn=store');
    echo();
    expect(printed).toEqual(['i  functions: Beginning execution of "us-central1-storeSamples"']);
    appendFileSync(file, 'Samples samples=1 reads=1 writes=2\n');
    echo();
    echo();
    expect(printed).toEqual([
      'i  functions: Beginning execution of "us-central1-storeSamples"',
      'METER fn=storeSamples samples=1 reads=1 writes=2',
    ]);
  });

  it('does nothing without a log', () => {
    const printed: string[] = [];
    logEcho(undefined, (l) => printed.push(l)).echo();
    expect(printed).toEqual([]);
  });
});
