import { describe, expect, it } from 'vitest';
import { INSPECTOR_MARKER, emulatorRulesText } from './emulatorRules.js';
import { firestoreRulesText } from './firestoreRules.js';

const RULES = firestoreRulesText();

describe('the emulators’ copy of the security rules', () => {
  it('differs from the deployed rules only in the inspector line', () => {
    const copy = emulatorRulesText(RULES, 10104);
    const changed = copy.split('\n').filter((line, i) => line !== RULES.split('\n')[i]);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain("'http://127[.]0[.]0[.]1:10104/webhook/");
    expect(RULES).toContain(INSPECTOR_MARKER);
  });

  it('refuses rules without the marker and a port that is not one', () => {
    expect(() => emulatorRulesText('rules_version = "2";', 10104)).toThrow(/lack the line/);
    expect(() => emulatorRulesText(RULES, 70000)).toThrow(/TCP port/);
  });
});
