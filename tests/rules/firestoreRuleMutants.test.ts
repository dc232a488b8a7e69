import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreRulesText } from '../../scripts/firestoreRules.js';
import { ALLOW as A, DENY as D, MatrixRunner, collectionOf, describeRow } from './matrixRunner.js';
import { MATRIX } from './matrix/index.js';
import { mutantsOf } from './ruleMutants.js';

// Every allow in the security rules (firestore/rules/, joined) is needed: each is relaxed to `if true` in turn, and a row of the
// policy's matrix (tests/rules/matrix/) that was denied must then be allowed.

const RULES = firestoreRulesText();

describe('every allow in the security rules is needed: relaxing one to `if true` fails a row', () => {
  let runner: MatrixRunner;
  const denied = MATRIX.filter((r) => r[1] === D);

  beforeAll(async () => {
    runner = await MatrixRunner.start('demo-neuron-rules-mutants', RULES);
    await runner.reseed();
  });
  afterAll(async () => {
    await runner?.stop();
  });

  const mutants = mutantsOf(RULES);

  it('finds the allow statements', () => {
    // One per `allow` in the file, less the deliberate `if true` of whatsNew.
    expect(mutants.length).toBe((RULES.match(/^\s*allow\s/gm) ?? []).length - 1);
  });

  it.each(mutants.map((m) => [`${m.collection}: ${m.original.slice(0, 90)}`, m] as const))(
    '%s',
    async (_name, mutant) => {
      await runner.loadRules(mutant.rules);
      // Only the statement's own collection can change answer: the other matches are untouched.
      const rows = denied.filter((r) => collectionOf(r) === mutant.collection);
      let caughtBy: string | undefined;
      for (const row of rows) {
        if ((await runner.run(row)) === A) {
          caughtBy = describeRow(row);
          break;
        }
      }
      expect(caughtBy, `no denied row turned allowed with: ${mutant.original}`).toBeDefined();
    },
  );
});
