/**
 * The settings a production deployment needs (docs/DEPLOY.md), and which of them are missing.
 * Pure: the caller hands in the client's and the functions' environments.
 */
import { parseRetentionDays } from '@neuron/shared';

/** A setting the production build refuses to go without, and what it is for. */
export interface RequiredSetting {
  name: string;
  purpose: string;
}

/** Client settings (Vite env vars, e.g. from client/.env.production). */
export const CLIENT_SETTINGS: readonly RequiredSetting[] = [
  { name: 'VITE_FIREBASE_API_KEY', purpose: 'the Firebase web app config: apiKey' },
  { name: 'VITE_FIREBASE_AUTH_DOMAIN', purpose: 'the Firebase web app config: authDomain' },
  { name: 'VITE_FIREBASE_PROJECT_ID', purpose: 'the Firebase web app config: projectId' },
  { name: 'VITE_FIREBASE_APP_ID', purpose: 'the Firebase web app config: appId' },
  { name: 'VITE_FIREBASE_MESSAGING_SENDER_ID', purpose: 'the Firebase web app config: messagingSenderId (web push)' },
  {
    name: 'VITE_FIREBASE_VAPID_KEY',
    purpose: 'the web push certificate key pair (Cloud Messaging > Web configuration)',
  },
  {
    name: 'VITE_MAP_TILE_URL',
    purpose: 'the map tile URL template of the gateway map, e.g. https://tile.example/{z}/{x}/{y}.png',
  },
];

/** Functions settings (functions/.env, functions/.env.<projectId>, or the environment). */
export const FUNCTIONS_SETTINGS: readonly RequiredSetting[] = [
  { name: 'GEOLOCATION_URL', purpose: 'the geolocation service that locates gateways by cell tower' },
  { name: 'GEOLOCATION_KEY', purpose: 'the geolocation service key' },
  { name: 'NOTIFY_SMTP_URL', purpose: 'the SMTP server e-mail notification channels send through' },
  { name: 'NOTIFY_EMAIL_FROM', purpose: 'the sender address of e-mail notifications' },
  { name: 'APP_URL', purpose: 'the app’s address (https://…): e-mail links to an event are absolute with it' },
];

/** The required settings that are missing or blank, in the order listed. */
export function missingSettings(
  required: readonly RequiredSetting[],
  env: Record<string, string | undefined>,
): RequiredSetting[] {
  return required.filter((s) => !env[s.name]?.trim());
}

/** Parses a dotenv file's KEY=value lines (comments and blank lines skipped, quotes removed). */
export function parseDotenv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!m || line.trim().startsWith('#')) continue;
    out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

/**
 * What is wrong with the raw-history retention (docs/DEPLOY.md, "Raw history retention"): each
 * side's value must be a whole number of days, and both the same, or the charts would look for
 * raw samples the TTL already deleted (or read rollups where raw ones are kept). Empty when fine;
 * both unset is the default on both sides.
 */
export function retentionProblems(
  clientEnv: Record<string, string | undefined>,
  functionsEnv: Record<string, string | undefined>,
): string[] {
  const problems: string[] = [];
  const read = (env: Record<string, string | undefined>, name: string) => {
    try {
      return parseRetentionDays(env[name], name);
    } catch (e) {
      problems.push((e as Error).message);
      return undefined;
    }
  };
  const client = read(clientEnv, 'VITE_RAW_RETENTION_DAYS');
  const functions = read(functionsEnv, 'RAW_SAMPLE_RETENTION_DAYS');
  if (client !== undefined && functions !== undefined && client !== functions)
    problems.push(
      `VITE_RAW_RETENTION_DAYS (${client}) and RAW_SAMPLE_RETENTION_DAYS (${functions}) must be the same number of days`,
    );
  return problems;
}
