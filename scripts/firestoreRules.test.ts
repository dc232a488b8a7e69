import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from './emulatorSetup.js';
import {
  RULES_OUTPUT,
  RULES_SOURCE_DIR,
  RULE_PARTS,
  firestoreRulesText,
  partsOnDisk,
  writeFirestoreRules,
} from './firestoreRules.js';

// The rules' source is split by area (firestore/rules/); what deploys is the one joined file.
// The emulator suites (tests/rules) prove what the joined rules allow; these check the joining.

const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  firestore: { rules: string; predeploy?: string[] };
};

/** A copy of the parts in a folder of its own, so that a test may add to it or build into it. */
function copyOfParts(): string {
  const root = mkdtempSync(join(tmpdir(), 'neuron-rules-'));
  cpSync(join(ROOT, RULES_SOURCE_DIR), join(root, RULES_SOURCE_DIR), { recursive: true });
  return root;
}

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the security rules, joined from firestore/rules/', () => {
  const text = firestoreRulesText();

  it('joins every part on disk, each once, inside one service block', () => {
    expect([...RULE_PARTS].sort()).toEqual(partsOnDisk());
    for (const part of RULE_PARTS) {
      expect(text.split(`// ==== ${RULES_SOURCE_DIR}/${part} ====`)).toHaveLength(2);
    }
    expect(text.startsWith("rules_version = '2';\n")).toBe(true);
    expect(text.match(/^service cloud\.firestore \{$/gm)).toHaveLength(1);
    // Braces balance (whole-line comments aside): a part that leaves a block open is caught here.
    const code = text.replace(/^\s*\/\/[^\n]*$/gm, '');
    expect(code.split('{').length).toBe(code.split('}').length);
  });

  it('declares each function once, across the parts', () => {
    const names = [...text.matchAll(/^\s*function (\w+)\(/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(30);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('keeps each part within 250 lines', () => {
    const long = RULE_PARTS.filter(
      (part) => readFileSync(join(ROOT, RULES_SOURCE_DIR, part), 'utf8').split('\n').length > 251,
    );
    expect(long).toEqual([]);
  });

  it('is the file firebase.json deploys, built before every deploy', () => {
    expect(firebaseJson.firestore.rules).toBe(RULES_OUTPUT);
    expect(firebaseJson.firestore.predeploy).toEqual(['npm run build:rules']);
    const gitignore = readFileSync(join(ROOT, '.gitignore'), 'utf8').split('\n');
    expect(gitignore).toContain(`${RULES_OUTPUT.slice(0, RULES_OUTPUT.lastIndexOf('/'))}/`);
  });

  it('writes the joined text where firebase.json reads it', () => {
    const root = copyOfParts();
    made.push(root);
    const path = writeFirestoreRules(root);
    expect(path).toBe(join(root, RULES_OUTPUT));
    expect(readFileSync(path, 'utf8')).toBe(firestoreRulesText(root));
    expect(firestoreRulesText(root)).toBe(text);
  });

  it('refuses a part that is on disk but not listed (it would never deploy)', () => {
    const root = copyOfParts();
    made.push(root);
    writeFileSync(join(root, RULES_SOURCE_DIR, 'forgotten.rules'), 'match /forgotten/{id} { allow read: if true; }\n');
    expect(() => firestoreRulesText(root)).toThrow(/forgotten\.rules/);
  });
});
