// The emulator setup's copy of the security rules (firestore/rules/, joined by
// scripts/firestoreRules.ts): the same rules, except that a webhook URL may also be the local
// inbox's inspector (scripts/localInbox/). Deployed rules, and the rules the rules tests check,
// refuse every loopback and private address (docs/THREAT_MODEL.md).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firestoreRulesText } from './firestoreRules.js';

/** The line of the rules the copy replaces (isLocalInspectorUrl, firestore/rules/outboundUrls.rules). */
export const INSPECTOR_MARKER = 'return false; // local-inspector-url';

/** The rules text for the emulators, allowing `http://127.0.0.1:<inspectorPort>/webhook/…` only. */
export function emulatorRulesText(rules: string, inspectorPort: number): string {
  if (!rules.includes(INSPECTOR_MARKER)) throw new Error(`the rules lack the line '${INSPECTOR_MARKER}'`);
  if (!Number.isInteger(inspectorPort) || inspectorPort <= 0 || inspectorPort > 65535) {
    throw new Error(`inspector port must be a TCP port, got ${inspectorPort}`);
  }
  return rules.replace(
    INSPECTOR_MARKER,
    `return v.matches('http://127[.]0[.]0[.]1:${inspectorPort}/webhook/[A-Za-z0-9._~%-]{1,100}');`,
  );
}

/** Writes the copy under `dir` and returns its path relative to `root` (firebase.json's form). */
export function writeEmulatorRules(root: string, dir: string, inspectorPort: number): string {
  mkdirSync(dir, { recursive: true });
  // One file per port: checkouts or offsets side by side do not overwrite each other's.
  const path = join(dir, `firestore.inspector-${inspectorPort}.rules`);
  // Joined from the parts on every start: the emulators never run rules older than the source.
  writeFileSync(path, emulatorRulesText(firestoreRulesText(root), inspectorPort));
  return path.slice(root.length + 1);
}
