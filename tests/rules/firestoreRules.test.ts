import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreRulesText } from '../../scripts/firestoreRules.js';
import { WHO } from './fixtures.js';
import { ALLOW as A, DENY as D, MatrixRunner, collectionOf, describeRow } from './matrixRunner.js';
import { COLLECTIONS, FUNCTIONS_ONLY, FUNCTIONS_ONLY_ROWS, MATRIX } from './matrix/index.js';

// The policy's matrix (tests/rules/matrix/) covers every collection and identity, and each row
// gets its expected answer from the emulator under the security rules
// (firestore/rules/, joined by scripts/firestoreRules.ts as the deploy joins them).

const RULES = firestoreRulesText();

describe('the matrix covers the policy', () => {
  it.each(FUNCTIONS_ONLY)('%s is denied to every identity', (name) => {
    const rows = MATRIX.filter((r) => collectionOf(r) === name);
    expect(rows.every((r) => r[1] === D)).toBe(true);
    expect(WHO.filter((who) => !rows.some((r) => r[0] === who))).toEqual([]);
  });

  it.each(COLLECTIONS)('%s has an allowed and a denied row, and a row for every identity', (name) => {
    const rows = MATRIX.filter((r) => collectionOf(r) === name);
    expect(
      rows.some((r) => r[1] === A),
      'an allowed row',
    ).toBe(true);
    expect(
      rows.some((r) => r[1] === D),
      'a denied row',
    ).toBe(true);
    expect(WHO.filter((who) => !rows.some((r) => r[0] === who))).toEqual([]);
  });

  it.each(WHO)('%s has allowed and denied rows', (who) => {
    const rows = MATRIX.filter((r) => r[0] === who);
    expect(rows.some((r) => r[1] === A)).toBe(true);
    expect(rows.some((r) => r[1] === D)).toBe(true);
  });

  it('names only the collections above', () => {
    expect(MATRIX.map(collectionOf).filter((c) => !COLLECTIONS.includes(c) && !FUNCTIONS_ONLY.includes(c))).toEqual([]);
  });
});

describe('the security rules against the emulator', () => {
  let runner: MatrixRunner;

  beforeAll(async () => {
    runner = await MatrixRunner.start('demo-neuron-rules', RULES);
    await runner.reseed();
  });
  afterAll(async () => {
    await runner?.stop();
  });

  it.each(MATRIX.map((row) => [describeRow(row), row] as const))('%s', async (_name, row) => {
    expect(await runner.run(row)).toBe(row[1]);
  });

  it.each(FUNCTIONS_ONLY_ROWS.map((row) => [describeRow(row), row] as const))(
    'functions only: %s',
    async (_name, row) => {
      expect(await runner.run(row)).toBe(row[1]);
    },
  );
});
