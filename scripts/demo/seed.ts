// Seeds the emulators with the demo data. Idempotent: it creates what is missing and never
// overwrites what a user changed or what the functions derived.
import { hashGatewayKey } from '../../functions/src/domain/secretKeys.js';
import { backfillNameWords } from '../../functions/src/workflows/nameWordsBackfill.js';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type DocumentReference } from 'firebase-admin/firestore';
import { PROJECT_ID } from '../ports.js';
import { seedClaimables } from './claimables.js';
import {
  DEMO_GATEWAYS,
  DEMO_MEMBER,
  DEMO_RULES,
  DEMO_SENSORS,
  DEMO_SYSTEM,
  DEMO_SYSTEM_ID,
  DEMO_USER,
  DEMO_VIRTUALS,
} from './demoData.js';

function app() {
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

/** Creates the document unless it exists (an existing one stays as it is). */
export async function createIfMissing(ref: DocumentReference, data: Record<string, unknown>): Promise<void> {
  try {
    await ref.create(data);
  } catch (e) {
    // 6 = ALREADY_EXISTS: the document is there already and stays as it is.
    if ((e as { code?: number }).code !== 6) throw e;
  }
}

/**
 * The demo gateway's key hash, unless it has one (a rotated key stays). A key document without a
 * hash (only bookkeeping fields) gets the demo hash: it could not authenticate anything.
 */
async function seedGatewayKey(ref: DocumentReference, keyHash: string): Promise<void> {
  await ref.firestore.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) tx.create(ref, { systemId: DEMO_SYSTEM_ID, keyHash });
    else if (typeof snap.get('keyHash') !== 'string')
      tx.set(ref, { systemId: DEMO_SYSTEM_ID, keyHash }, { merge: true });
  });
}

async function ensureUser(user: { email: string; password: string; displayName: string }): Promise<void> {
  const auth = getAuth(app());
  try {
    await auth.getUserByEmail(user.email);
  } catch {
    await auth.createUser({ ...user, emailVerified: true });
  }
}

/**
 * A part of the demo, for a test whose story needs only some of it: the users, the system and
 * these of its sensors and gateways (with their keys); no virtual sensors, rules, claimable
 * devices or what's new. Each device left out is a creation trigger that does not run.
 */
export interface DemoPart {
  sensors: readonly string[];
  gateways: readonly string[];
}

/** Creates the demo users, system, devices and gateway credentials where missing (all, or `part`). */
export async function seedDemo(part?: DemoPart): Promise<void> {
  const db = getFirestore(app());
  await ensureUser(DEMO_USER);
  await ensureUser(DEMO_MEMBER);
  const now = Date.now();
  await createIfMissing(db.doc(`system/${DEMO_SYSTEM_ID}`), { ...DEMO_SYSTEM, createdAt: now });
  const device = (sn: string) => db.doc(`system/${DEMO_SYSTEM_ID}/devices/${sn}`);
  const sensors = part ? DEMO_SENSORS.filter((s) => part.sensors.includes(s.sn)) : DEMO_SENSORS;
  const gateways = part ? DEMO_GATEWAYS.filter((g) => part.gateways.includes(g.sn)) : DEMO_GATEWAYS;
  for (const s of sensors) {
    const { gateway: _gateway, ...doc } = s;
    await createIfMissing(device(s.sn), { ...doc, type: 'SENSOR', sample: null });
  }
  for (const g of gateways) {
    await createIfMissing(device(g.sn), {
      sn: g.sn,
      alias: g.alias,
      type: 'GATEWAY',
      tags: [],
      labels: [...g.labels],
      config: {},
      sample: null,
    });
    await createIfMissing(db.doc(`gatewayInfo/${g.sn}`), { systemId: DEMO_SYSTEM_ID });
    await seedGatewayKey(db.doc(`gatewayKeys/${g.sn}`), hashGatewayKey(g.key));
  }
  if (part) return;
  for (const v of DEMO_VIRTUALS) {
    await createIfMissing(device(v.sn), { ...v, type: 'VIRTUAL', tags: [], labels: [], sample: null });
  }
  for (const { id, rule } of DEMO_RULES) {
    await createIfMissing(db.doc(`system/${DEMO_SYSTEM_ID}/eventRules/${id}`), rule);
  }
  await seedClaimables(db);
  // Data saved by an older version (scripts/snapshots.ts) has devices without their name words.
  await backfillNameWords();
  // What's new has an entry to show (the change log itself lives on the documentation host).
  await createIfMissing(db.doc('whatsNew/demo-welcome'), {
    time: now,
    title: 'Welcome to the Neuron demo',
    body: 'Live values, rules with a backtest, alarms and their acknowledgement, shared by e-mail.\n\nAdd a sensor by its QR code from a system page, or try a rule on the Rules page.',
  });
}
