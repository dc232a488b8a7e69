// The demo system's alerting, so a visitor of `npm start` sees alerts arrive: an e-mail channel
// to the demo admin, a webhook channel to the local inbox's inspector, an SMS channel to the
// inbox's SMS stand-in, a rule on the door the simulated gateway holds open every few minutes
// (scripts/demo/gatewaySimulator.ts) that escalates by SMS when nobody acknowledges it, an
// early warning on the falling water tank, the offline rules sending e-mail, and a maintenance
// window over the door for the first minutes, whose summary arrives when it ends. Seeded by
// `npm start` only: the tests that seed the demo do not get deliveries they did not ask for.
import { EARLY_WARNING_KIND, type EventRule, type MaintenanceWindow, type PushConfig } from '@neuron/shared';
import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { newSigningSecret } from '../../functions/src/domain/webhookSignature.js';
import { WEBHOOK_PATH } from '../localInbox/inboxEnv.js';
import { DEMO_SYSTEM_ID, DEMO_USER } from './demoData.js';
import { createIfMissing } from './seed.js';

export const DEMO_EMAIL_CHANNEL = 'demo-email';
export const DEMO_WEBHOOK_CHANNEL = 'demo-webhook';
export const DEMO_SMS_CHANNEL = 'demo-sms';
export const DEMO_ALERT_RULE = 'door-held-open';
export const DEMO_EARLY_WARNING_RULE = 'tank-low-soon';
export const DEMO_MAINTENANCE = 'door-service';
/** The demo admin's phone, as the SMS stand-in shows it. */
export const DEMO_PHONE = '+4520123456';

/**
 * The rule: the door open for 20 s (the simulator holds it open 40 s every 3 minutes); an alarm
 * nobody acknowledges within a minute escalates to the on-call phone (the escalation sweep runs
 * every minute).
 */
export const DEMO_ALERT_RULE_DOC: EventRule = {
  name: 'Greenhouse door held open',
  enabled: true,
  kind: 'binary',
  alarmOn: 'high',
  devices: ['S-1003'],
  delaySec: 20,
  channels: [DEMO_EMAIL_CHANNEL, DEMO_WEBHOOK_CHANNEL],
  escalationChannel: DEMO_SMS_CHANNEL,
  escalateAfterMin: 1,
  state: {},
};

/**
 * The early warning: the tank, falling since its refill 30 h before the start, reaches its 15 %
 * low limit in about 15 hours, so `earlyWarningSweep`'s first run (at the start) raises it.
 */
export const DEMO_EARLY_WARNING_RULE_DOC: EventRule = {
  name: 'Water tank below 15 % within a day',
  enabled: true,
  kind: EARLY_WARNING_KIND,
  devices: ['S-1004'],
  watch: 'value',
  valueIndex: 0,
  op: 'lt',
  threshold: 15,
  hysteresis: 0,
  horizonH: 24,
  delaySec: 0,
  channels: [DEMO_EMAIL_CHANNEL],
  state: {},
};

/** The offline rules the demo seeds (scripts/demo/demoData.ts): they send e-mail under `npm start`. */
const OFFLINE_RULES = ['sensor-offline', 'gateway-offline'];

const FIVE_MINUTES = 5 * 60_000;

/**
 * The maintenance window over the door from `now`: it ends on the first five-minute mark at least
 * 5 minutes on (`maintenanceWindowEnds`, which sends its summary, runs on those marks), so it holds at least one of
 * the door's alarms (every 3 minutes) once the simulator posts.
 */
export function demoMaintenanceWindow(now: number): MaintenanceWindow {
  const end = Math.ceil((now + FIVE_MINUTES) / FIVE_MINUTES) * FIVE_MINUTES;
  return { name: 'Door service', start: now, end, repeat: 'none', until: null, devices: ['S-1003'], createdBy: 'demo' };
}

function channels(webhookUrl: string): Record<string, PushConfig> {
  return {
    [DEMO_EMAIL_CHANNEL]: { type: 'email', name: 'Demo admin e-mail', target: [DEMO_USER.email], enabled: true },
    [DEMO_WEBHOOK_CHANNEL]: { type: 'webhook', name: 'Local webhook inspector', target: webhookUrl, enabled: true },
    [DEMO_SMS_CHANNEL]: { type: 'sms', name: 'On-call phone (SMS)', target: [DEMO_PHONE], enabled: true },
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
  // An SMS channel reaches only numbers a member's account has verified: the demo admin's phone.
  const auth = getAuth(getApps()[0]);
  const admin = await auth.getUserByEmail(DEMO_USER.email);
  if (!admin.phoneNumber) await auth.updateUser(admin.uid, { phoneNumber: DEMO_PHONE });
  await createIfMissing(system.collection('eventRules').doc(DEMO_ALERT_RULE), { ...DEMO_ALERT_RULE_DOC });
}

/**
 * What the first minutes of `npm start` show besides (after seedDemoAlerts): the tank's early
 * warning, the offline rules sending e-mail (when they send nowhere: a user's choice of channels
 * stays), and the door's maintenance window, planned anew from `now` once the last one has ended.
 */
export async function seedDemoMinutes(db: Firestore, now = Date.now()): Promise<void> {
  const system = db.doc(`system/${DEMO_SYSTEM_ID}`);
  await createIfMissing(system.collection('eventRules').doc(DEMO_EARLY_WARNING_RULE), {
    ...DEMO_EARLY_WARNING_RULE_DOC,
  });
  for (const id of OFFLINE_RULES) {
    const rule = system.collection('eventRules').doc(id);
    const sendsTo: unknown = (await rule.get()).get('channels');
    if (Array.isArray(sendsTo) && sendsTo.length === 0) await rule.update({ channels: [DEMO_EMAIL_CHANNEL] });
  }
  const window = system.collection('maintenance').doc(DEMO_MAINTENANCE);
  const end: unknown = (await window.get()).get('end');
  if (typeof end !== 'number' || end <= now) await window.set(demoMaintenanceWindow(now));
}

function isLocalInspector(url: string): boolean {
  try {
    const u = new URL(url);
    return u.hostname === '127.0.0.1' && u.protocol === 'http:' && u.pathname.startsWith(WEBHOOK_PATH);
  } catch {
    return false;
  }
}
