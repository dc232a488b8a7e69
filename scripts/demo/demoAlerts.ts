// The demo system's alerting, so a visitor of `npm start` sees alerts arrive: an e-mail channel
// to the demo admin, a webhook channel to the local inbox's inspector and a rule on the door the
// simulated gateway holds open every few minutes (scripts/demo/gatewaySimulator.ts). Seeded by
// `npm start` only: the tests that seed the demo do not get deliveries they did not ask for.
import type { EventRule, PushConfig } from '@neuron/shared';
import type { Firestore } from 'firebase-admin/firestore';
import { newSigningSecret } from '../../functions/src/domain/webhookSignature.js';
import { WEBHOOK_PATH } from '../localInbox/inboxEnv.js';
import { DEMO_SYSTEM_ID, DEMO_USER } from './demoData.js';
import { createIfMissing } from './seed.js';

export const DEMO_EMAIL_CHANNEL = 'demo-email';
export const DEMO_WEBHOOK_CHANNEL = 'demo-webhook';
export const DEMO_ALERT_RULE = 'door-held-open';

/** The rule: the door open for 20 s (the simulator holds it open 40 s every 3 minutes). */
export const DEMO_ALERT_RULE_DOC: EventRule = {
  name: 'Greenhouse door held open',
  enabled: true,
  kind: 'binary',
  alarmOn: 'high',
  devices: ['S-1003'],
  delaySec: 20,
  channels: [DEMO_EMAIL_CHANNEL, DEMO_WEBHOOK_CHANNEL],
  state: {},
};

function channels(webhookUrl: string): Record<string, PushConfig> {
  return {
    [DEMO_EMAIL_CHANNEL]: { type: 'email', name: 'Demo admin e-mail', target: [DEMO_USER.email], enabled: true },
    [DEMO_WEBHOOK_CHANNEL]: { type: 'webhook', name: 'Local webhook inspector', target: webhookUrl, enabled: true },
  };
}

/**
 * Creates the channels, the webhook's signing secret and the rule where missing (what a user
 * changed stays). `webhookUrl` is the inspector's; a demo webhook channel still pointing at the
 * inspector of another port offset (data exported by another checkout) is moved to this one.
 */
export async function seedDemoAlerts(db: Firestore, webhookUrl: string): Promise<void> {
  const system = db.doc(`system/${DEMO_SYSTEM_ID}`);
  for (const [id, channel] of Object.entries(channels(webhookUrl))) {
    await createIfMissing(system.collection('pushConfig').doc(id), { ...channel });
  }
  const webhook = system.collection('pushConfig').doc(DEMO_WEBHOOK_CHANNEL);
  const target: unknown = (await webhook.get()).get('target');
  if (typeof target === 'string' && target !== webhookUrl && isLocalInspector(target)) {
    await webhook.update({ target: webhookUrl });
  }
  const secret = system.collection('channelSecrets').doc(DEMO_WEBHOOK_CHANNEL);
  if (!(await secret.get()).exists) {
    const now = Date.now();
    await secret.set({ secret: newSigningSecret(), createdAt: now });
    await webhook.update({ secretSetAt: now });
  }
  await createIfMissing(system.collection('eventRules').doc(DEMO_ALERT_RULE), { ...DEMO_ALERT_RULE_DOC });
}

function isLocalInspector(url: string): boolean {
  try {
    const u = new URL(url);
    return u.hostname === '127.0.0.1' && u.protocol === 'http:' && u.pathname.startsWith(WEBHOOK_PATH);
  } catch {
    return false;
  }
}
