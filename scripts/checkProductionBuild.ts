// `npm run build` runs this first: a production build refuses to start while a setting it needs
// is missing, and names each one (docs/DEPLOY.md says where each comes from). The emulator build
// (`npm run build:emulators`, and what the tests build) does not run it.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv } from 'vite';
import {
  CLIENT_SETTINGS,
  FUNCTIONS_SETTINGS,
  missingSettings,
  parseDotenv,
  retentionProblems,
} from './productionSettings.js';

const ROOT = join(import.meta.dirname, '..');

const readDotenv = (path: string) => (existsSync(path) ? parseDotenv(readFileSync(path, 'utf8')) : {});

// Vite reads client/.env, .env.production and .env.production.local, and the process environment.
const clientEnv = { ...loadEnv('production', join(ROOT, 'client'), 'VITE_'), ...pick(process.env, 'VITE_') };
const projectId = clientEnv.VITE_FIREBASE_PROJECT_ID;
// Firebase deploys functions/.env and functions/.env.<projectId> as the functions' environment.
const functionsEnv = {
  ...readDotenv(join(ROOT, 'functions/.env')),
  ...(projectId ? readDotenv(join(ROOT, `functions/.env.${projectId}`)) : {}),
  ...process.env,
};

const missing = [
  ...missingSettings(CLIENT_SETTINGS, clientEnv).map((s) => ({ ...s, where: 'client/.env.production' })),
  ...missingSettings(FUNCTIONS_SETTINGS, functionsEnv).map((s) => ({
    ...s,
    where: `functions/.env${projectId ? `.${projectId}` : ''}`,
  })),
];
if (missing.length > 0) {
  console.error('The production build needs these settings (see docs/DEPLOY.md):');
  for (const s of missing) console.error(`  ${s.name} (${s.where}): ${s.purpose}`);
  console.error('For a local build against the emulators, run `npm run build:emulators`.');
  process.exit(1);
}
const retention = retentionProblems(clientEnv, functionsEnv);
if (retention.length > 0) {
  console.error('The raw-history retention settings are not usable (see docs/DEPLOY.md):');
  for (const p of retention) console.error(`  ${p}`);
  process.exit(1);
}
console.log(`Production settings complete for project ${projectId}.`);

function pick(env: NodeJS.ProcessEnv, prefix: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[0].startsWith(prefix) && e[1] !== undefined),
  );
}
