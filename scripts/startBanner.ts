// What `npm start` prints once its stack is up: where the app is, who to sign in as, where
// gateways post, what the demo staged and where the data and logs are kept (scripts/start.ts).
import { DEMO_GATEWAYS, DEMO_MEMBER, DEMO_USER } from './demo/demoData.js';

export interface StartBannerFacts {
  clientPort: number;
  dev: boolean;
  ingestUrl: string;
  /** The local inbox's lines (scripts/localInbox/demoInbox.ts). */
  inbox: string;
  /** What the demo staged (its outage and silent sensor), a line each. */
  staged: readonly string[];
  dataDir: string;
  snapshotMinutes: number;
  logFile: string;
}

/** When the emulator data is saved, as the banner says it. */
export function savedWhen(minutes: number): string {
  return minutes > 0
    ? `saved every ${minutes} min, after the seed and on Ctrl-C`
    : 'saved after the seed and on Ctrl-C';
}

export function startBanner(f: StartBannerFacts): string {
  return `
──────────────────────────────────────────────────────────────
 Neuron is running:   http://127.0.0.1:${f.clientPort}/  (${f.dev ? 'development server' : 'production build'})
 Demo admin:          ${DEMO_USER.email} / ${DEMO_USER.password}
 Demo member:         ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}
 Gateway ingest URL:  ${f.ingestUrl}
 Gateway keys:        ${DEMO_GATEWAYS.map((g) => `${g.sn}=${g.key}`).join(', ')}
${f.inbox}
${f.staged.map((l) => `${l}\n`).join('')} A simulated gateway posts samples every 5 s. Ctrl-C stops everything.
 Data kept in ${f.dataDir}: ${savedWhen(f.snapshotMinutes)}.
 Emulator and function logs: ${f.logFile} (errors also show here).
──────────────────────────────────────────────────────────────
`;
}
