import { describe, expect, it } from 'vitest';
import { ROOT } from './emulatorSetup.js';
import {
  DEFAULT_SECONDS,
  FILE_SECONDS,
  emulatorTestFiles,
  isBesideTest,
  shardOffset,
  splitIntoShards,
} from './testShards.js';

const total = (files: string[]) => files.reduce((sum, f) => sum + (FILE_SECONDS[f] ?? DEFAULT_SECONDS), 0);

describe('the split of the emulator suites over stacks', () => {
  const files = emulatorTestFiles(ROOT);

  it('finds the suites under tests/ and no unit test', () => {
    expect(files).toContain('tests/e2e/shell.test.ts');
    expect(files).toContain('tests/scripts/start-stack.test.ts');
    expect(files.every((f) => f.startsWith('tests/') && f.endsWith('.test.ts'))).toBe(true);
  });

  it('tells the files whose data is their own (run beside the shards) from the suites on a shard', () => {
    expect(isBesideTest('tests/scripts/start-stack.test.ts')).toBe(true);
    expect(isBesideTest('tests/scripts/start-stack.test.ts')).toBe(true);
    expect(isBesideTest('tests/rules/firestoreRules.test.ts')).toBe(true);
    expect(isBesideTest('tests/e2e/shell.test.ts')).toBe(false);
    expect(isBesideTest('tests/emulators/local-clock.test.ts')).toBe(false);
  });

  it('puts every file in exactly one shard, the same way every time', () => {
    const shards = splitIntoShards(files, 2);
    expect(shards.flat().sort()).toEqual(files);
    expect(splitIntoShards([...files].reverse(), 2)).toEqual(shards);
  });

  it('balances the shards within the longest file', () => {
    const [a = [], b = []] = splitIntoShards(files, 2);
    const longest = Math.max(...files.map((f) => FILE_SECONDS[f] ?? DEFAULT_SECONDS));
    expect(Math.abs(total(a) - total(b))).toBeLessThanOrEqual(longest);
  });

  it('counts a file it has no figure for as a median one', () => {
    const shards = splitIntoShards(['tests/new/a.test.ts', 'tests/new/b.test.ts'], 2);
    expect(shards).toEqual([['tests/new/a.test.ts'], ['tests/new/b.test.ts']]);
  });

  it('runs one shard at the run offset and the next 9,000 away, never into the outgoing port range', () => {
    expect(shardOffset(0, 0)).toBe(0);
    expect(shardOffset(1, 0)).toBe(9000);
    expect(shardOffset(1, 7000)).toBe(16_000);
    expect(shardOffset(1, 20_000)).toBe(11_000);
    expect(shardOffset(2, 0)).toBe(18_000);
    expect(shardOffset(2, 3000)).toBe(21_000);
    expect(shardOffset(2, 6000)).toBe(19_000);
    expect(shardOffset(2, 11_000)).toBe(18_000); // not 2,000
    for (let base = 0; base <= 23_000; base += 1000) {
      const offsets = [0, 1, 2].map((k) => shardOffset(k, base));
      expect(new Set(offsets).size).toBe(3);
      for (const o of offsets.slice(1)) expect(o >= 0 && o <= 23_000 && o !== 2000).toBe(true);
    }
  });
});
