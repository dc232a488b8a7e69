import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_CODEBASE, ROOT, emulatorConfig } from './emulatorSetup.js';

const committed = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));

describe("the bench's functions are not deployed", () => {
  it('firebase.json names only the product codebase, which does not upload the bench folder', () => {
    expect(committed.functions.map((f: { codebase: string }) => f.codebase)).toEqual(['default']);
    expect(committed.functions[0].ignore).toContain('bench');
  });

  it("the product's entry exports no bench function; the bench's entry does", () => {
    const product = readFileSync(join(ROOT, 'functions/src/index.ts'), 'utf8');
    const bench = readFileSync(join(ROOT, 'functions/bench/src/index.ts'), 'utf8');
    expect(product).not.toMatch(/bench/i);
    expect(bench).toMatch(/benchEmptyIngest/);
    expect(existsSync(join(ROOT, BENCH_CODEBASE.source, 'package.json'))).toBe(true);
  });

  it("only a bench stack's emulator config adds the bench codebase", () => {
    const plain = emulatorConfig(committed, 3000, false);
    const bench = emulatorConfig(committed, 3000, true);
    expect(plain.functions).toEqual(committed.functions);
    expect(bench.functions).toEqual([...committed.functions, BENCH_CODEBASE]);
    expect(bench.emulators.functions.port).toBe(committed.emulators.functions.port + 3000);
  });
});
