// Firestore deploys one rules file; its source is split by area in firestore/rules/ so that each
// part stays readable (docs/DEPLOY.md, "Rules and indexes"). This joins the parts into the one
// file: the deploy (firebase.json's predeploy), the emulator setup (scripts/emulatorRules.ts) and
// the rules tests (tests/rules) all take their text from here, so none of them reads a stale copy.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** Where the parts are, relative to the repository's root. */
export const RULES_SOURCE_DIR = 'firestore/rules';

/** The joined file firebase.json names (gitignored: it is built, never edited). */
export const RULES_OUTPUT = 'firestore/dist/firestore.rules';

/**
 * The parts in the order they are joined: the helpers every part uses first, then one part per
 * area. (Firestore rules resolve functions by name in their scope, so the order is for readers.)
 */
export const RULE_PARTS = [
  'access.rules',
  'values.rules',
  'outboundUrls.rules',
  'systems.rules',
  'devices.rules',
  'events.rules',
  'eventRules.rules',
  'maintenance.rules',
  'channels.rules',
  'integrations.rules',
  'accounts.rules',
] as const;

const HEADER = `rules_version = '2';

// Built from ${RULES_SOURCE_DIR}/ by scripts/firestoreRules.ts (npm run build:rules): edit the parts.
//
// Deny by default. Each match below says who may do what (docs/DATA_MODEL.md); the policy
// in words is in docs/DECISIONS_DATA.md ("Security rules") and the proof is the allow/deny matrix in
// tests/rules/. Functions use the admin SDK, which these rules do not bind, so whatever only
// functions write (state, summary, samples, rollups, gateway status, push errors, invites) has
// no client \`allow\` here.
service cloud.firestore {
  match /databases/{database}/documents {
`;

const FOOTER = `  }
}
`;

const indent = (text: string) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => (line ? `    ${line}` : line))
    .join('\n');

/** The *.rules files in the source folder: a part not listed in RULE_PARTS would never deploy. */
export function partsOnDisk(root = ROOT): string[] {
  return readdirSync(join(root, RULES_SOURCE_DIR))
    .filter((name) => name.endsWith('.rules'))
    .sort();
}

/** The whole rules file, joined from the parts. Throws when a part is missing or unlisted. */
export function firestoreRulesText(root = ROOT): string {
  const unlisted = partsOnDisk(root).filter((name) => !(RULE_PARTS as readonly string[]).includes(name));
  if (unlisted.length > 0) {
    throw new Error(`${RULES_SOURCE_DIR}/ has parts not listed in RULE_PARTS: ${unlisted.join(', ')}`);
  }
  const parts = RULE_PARTS.map((name) => {
    const text = readFileSync(join(root, RULES_SOURCE_DIR, name), 'utf8');
    return `    // ==== ${RULES_SOURCE_DIR}/${name} ====\n\n${indent(text)}\n`;
  });
  return `${HEADER}\n${parts.join('\n')}${FOOTER}`;
}

/** Writes the joined file where firebase.json expects it and returns its path. */
export function writeFirestoreRules(root = ROOT): string {
  const path = join(root, RULES_OUTPUT);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, firestoreRulesText(root));
  return path;
}
