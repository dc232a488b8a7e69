// Demo devices with printed claim codes (docs/QR_PAYLOAD.md), so that a new user can try adding
// a sensor or gateway: unclaimed serials, and codes for the demo system's own devices (claiming
// one of those from another system is refused as "belongs to another system").
import type { BaseSensorConfig, ClaimableType } from '@neuron/shared';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { claimVerifier, slowClaimHash, CLAIM_SCHEME } from '../../functions/src/domain/claim.js';
import { randomBytes } from 'node:crypto';
import { DEMO_GATEWAYS, DEMO_SENSORS, DEMO_SYSTEM_ID } from './demoData.js';

export interface DemoClaimable {
  type: ClaimableType;
  sn: string;
  claimCode: string;
  model: string;
}

/** Unclaimed demo devices and their claim codes, as printed on their labels. */
export const DEMO_UNCLAIMED: DemoClaimable[] = [
  { type: 'SENSOR', sn: 'S-4001', claimCode: 'K7QM-2XPD-9WHA', model: 'Neuron TH-2' },
  { type: 'SENSOR', sn: 'S-4002', claimCode: 'T3VR-8NLE-5CJB', model: 'Neuron TH-2' },
  { type: 'SENSOR', sn: 'S-4003', claimCode: 'M6YF-4KZG-1RDC', model: 'Neuron SM-1' },
  { type: 'SENSOR', sn: 'S-4004', claimCode: 'P2HW-7BQS-3XEN', model: 'Neuron DC-1' },
  { type: 'GATEWAY', sn: 'GW-4001', claimCode: 'G8LD-5TMV-2QKA', model: 'Neuron GW-LTE' },
  { type: 'GATEWAY', sn: 'GW-4002', claimCode: 'H4NC-9RWP-6ZTB', model: 'Neuron GW-ETH' },
];

/** The claim code printed on a demo system device (S-1001 → DEMO-1001-CODE). */
export function demoOwnedClaimCode(sn: string): string {
  return `DEMO-${sn.replace(/\D/g, '')}-CODE`;
}

/** Templates the Add sensor screen offers (baseSensorConfigs). */
export const DEMO_BASE_CONFIGS: { id: string; doc: BaseSensorConfig }[] = [
  {
    id: 'th-2',
    doc: {
      type: 'TH-2',
      name: 'Temperature and humidity (TH-2)',
      deviceType: 'SENSOR',
      config: { si: ['°C', '%RH'], pv: 0, calc: ['x / 10', 'x / 10'] },
    },
  },
  {
    id: 'sm-1',
    doc: {
      type: 'SM-1',
      name: 'Soil moisture (SM-1)',
      deviceType: 'SENSOR',
      config: { pv: 0, calc: [{ expression: 'a * x + b', substitutions: { a: 0.05, b: -2 }, unit: '%' }] },
    },
  },
  {
    id: 'dc-1',
    doc: {
      type: 'DC-1',
      name: 'Door contact (DC-1)',
      deviceType: 'SENSOR',
      config: { pv: 0, binary: { ruleHigh: 'x > 0.5', high: 'Open', low: 'Closed', pv: 0 } },
    },
  },
];

async function createIfMissing(db: Firestore, path: string, data: Record<string, unknown>): Promise<void> {
  try {
    await db.doc(path).create(data);
  } catch (e) {
    // 6 = ALREADY_EXISTS: keep what is there (a claim may have changed it).
    if ((e as { code?: number }).code !== 6) throw e;
  }
}

// Each verifier costs a tenth of a second of scrypt: made once per process (the suites seed often).
const verifiers = new Map<string, ReturnType<typeof claimVerifier>>();
function demoVerifier(sn: string, code: string) {
  const made = verifiers.get(sn) ?? claimVerifier(sn, code);
  verifiers.set(sn, made);
  return made;
}

/**
 * Moves claim records of the first scheme (an unsalted SHA-256 `claimHash`, and for a sensor its
 * owner's `systemId`, on the info documents any verified user could read) into claims/{TYPE}-{sn}
 * (functions only): the old hash wrapped in scrypt under a new salt, so the same code still claims
 * the serial (`slowClaimHash` in functions/src/domain/claim.ts). Data saved by an earlier
 * `npm start` goes through it at the next start; a deployment runs it once (docs/DATA_MODEL.md).
 */
export async function moveLegacyClaimHashes(db: Firestore): Promise<number> {
  let moved = 0;
  for (const [type, collection] of [
    ['SENSOR', 'sensorInfo'],
    ['GATEWAY', 'gatewayInfo'],
  ] as const) {
    const legacy = await db.collection(collection).where('claimHash', '>', '').get();
    for (const doc of legacy.docs) {
      const quick: unknown = doc.get('claimHash');
      const owner: unknown = doc.get('systemId');
      if (typeof quick !== 'string' || !/^[0-9a-f]{64}$/.test(quick)) continue;
      const salt = randomBytes(16).toString('hex');
      await db.runTransaction(async (tx) => {
        const claimRef = db.doc(`claims/${type}-${doc.id}`);
        if (!(await tx.get(claimRef)).exists) {
          tx.set(claimRef, {
            hash: slowClaimHash(quick, salt),
            salt,
            scheme: CLAIM_SCHEME,
            ...(typeof owner === 'string' ? { systemId: owner } : {}),
          });
        }
        // A gateway's owner stays on gatewayInfo: only its own members read that.
        tx.update(doc.ref, {
          claimHash: FieldValue.delete(),
          ...(type === 'SENSOR' ? { systemId: FieldValue.delete(), claimedAt: FieldValue.delete() } : {}),
        });
      });
      moved++;
    }
  }
  return moved;
}

/**
 * Seeds the claimable demo devices (their factory facts, and their claim records: the code's
 * verifier, functions only), the claim records of the demo system's devices, and base configs.
 */
export async function seedClaimables(db: Firestore): Promise<void> {
  await moveLegacyClaimHashes(db);
  for (const d of DEMO_UNCLAIMED) {
    await createIfMissing(db, `claims/${d.type}-${d.sn}`, { ...demoVerifier(d.sn, d.claimCode) });
    await createIfMissing(db, d.type === 'SENSOR' ? `sensorInfo/${d.sn}` : `gatewayInfo/${d.sn}`, { model: d.model });
  }
  for (const s of DEMO_SENSORS) {
    const verifier = demoVerifier(s.sn, demoOwnedClaimCode(s.sn));
    await createIfMissing(db, `claims/SENSOR-${s.sn}`, { ...verifier, systemId: DEMO_SYSTEM_ID });
  }
  for (const g of DEMO_GATEWAYS) {
    const verifier = demoVerifier(g.sn, demoOwnedClaimCode(g.sn));
    await createIfMissing(db, `claims/GATEWAY-${g.sn}`, { ...verifier, systemId: DEMO_SYSTEM_ID });
  }
  for (const b of DEMO_BASE_CONFIGS) await createIfMissing(db, `baseSensorConfigs/${b.id}`, b.doc);
}
