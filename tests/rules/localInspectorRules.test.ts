import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreRulesText } from '../../scripts/firestoreRules.js';
import { emulatorRulesText } from '../../scripts/emulatorRules.js';
import { localInboxPorts } from '../../scripts/localInbox/inboxEnv.js';
import { ALLOW as A, DENY as D, MatrixRunner, describeRow, type Row } from './matrixRunner.js';

// The local webhook inspector of `npm start` listens on loopback. Only the emulator setup's copy
// of the rules (scripts/emulatorRules.ts) accepts its URL, and nothing else on this machine or a
// private network; the deployed rules refuse it like any loopback URL. (The send-time guard's
// twin of this is functions/src/domain/outboundUrl.test.ts.)
const RULES = firestoreRulesText();
const port = localInboxPorts().http;
const inspector = `http://127.0.0.1:${port}/webhook/demo`;
const hook = (target: string) => ({ type: 'webhook', name: 'Hook', target, enabled: true });

const DEPLOYED: Row[] = [
  ['admin', D, 'create', 'system/s1/pushConfig/c2', hook(inspector)],
  ['admin', D, 'update', 'system/s1/pushConfig/c3', { target: inspector }],
  ['admin', D, 'update', 'system/s1/integrations/i1', { url: inspector }],
  ['admin', A, 'create', 'system/s1/pushConfig/c2', hook('https://example.com/h')],
];

const EMULATOR_COPY: Row[] = [
  ['admin', A, 'create', 'system/s1/pushConfig/c2', hook(inspector)],
  ['admin', A, 'update', 'system/s1/pushConfig/c3', { target: inspector }],
  // Integrations are made only by createIntegration (issue 45); an admin may point one there.
  ['admin', A, 'update', 'system/s1/integrations/i1', { url: inspector }],
  ['member', D, 'create', 'system/s1/pushConfig/c2', hook(inspector)],
  // Another port, another path, another loopback name, a private address: still refused.
  ['admin', D, 'create', 'system/s1/pushConfig/c2', hook(`http://127.0.0.1:${port + 1}/webhook/demo`)],
  ['admin', D, 'create', 'system/s1/pushConfig/c2', hook(`http://127.0.0.1:${port}/admin`)],
  ['admin', D, 'create', 'system/s1/pushConfig/c2', hook(`http://127.0.0.1:${port}/webhook/a b`)],
  ['admin', D, 'create', 'system/s1/pushConfig/c2', hook(`http://localhost:${port}/webhook/demo`)],
  ['admin', D, 'create', 'system/s1/pushConfig/c2', hook(`https://127.0.0.1:${port}/webhook/demo`)],
  ['admin', D, 'create', 'system/s1/pushConfig/c2', hook('https://192.168.0.10/webhook/demo')],
  ['admin', A, 'create', 'system/s1/pushConfig/c2', hook('https://example.com/h')],
];

describe.each([
  ['the deployed security rules refuse the local inspector', 'demo-neuron-rules-deployed', RULES, DEPLOYED],
  [
    "the emulator setup's copy accepts the inspector's URL only",
    'demo-neuron-rules-emulators',
    emulatorRulesText(RULES, port),
    EMULATOR_COPY,
  ],
] as const)('%s', (_title, projectId, rules, rows) => {
  let runner: MatrixRunner;
  beforeAll(async () => {
    runner = await MatrixRunner.start(projectId, rules);
    await runner.reseed();
  });
  afterAll(async () => {
    await runner?.stop();
  });

  it.each(rows.map((row) => [describeRow(row), row] as const))('%s', async (_name, row) => {
    expect(await runner.run(row)).toBe(row[1]);
  });
});
