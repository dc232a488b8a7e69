// Seeds a system of many sensors for the browser test of the paged device table and for the
// bench (open and update times at 100, 1,000 and 10,000 sensors). Function triggers are paused while the
// devices are written, so seeding does not start a thousand derived-state runs.
import { NEVER_HEARD_STATE, displayValues, nameWordsOf } from '@neuron/shared';
import { computeSummary } from '../../functions/src/domain/summary.js';
import { hashGatewayKey } from '../../functions/src/domain/secretKeys.js';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { setTriggers } from '../functionTriggers.js';
import { PROJECT_ID } from '../ports.js';
import { DEMO_USER } from './demoData.js';

/** What a seeded large system is called and how its gateway posts. */
export interface LargeSystem {
  systemId: string;
  gatewaySn: string;
  gatewayKey: string;
  /** Sensor serials, in the order the device table sorts them (by serial, which the names follow). */
  sensors: string[];
}

/** How every sensor of a large system is configured (a temperature in tenths of a degree). */
export const LARGE_SENSOR_CONFIG = { si: ['°C'], pv: 0, calc: ['x / 10'] };

/**
 * Serial of sensor `i` of a large system: zero-padded (to `width` digits, at least 4) so serial,
 * name and number order agree.
 */
export const largeSensorSn = (systemId: string, i: number, width = 4) =>
  `${systemId}-S${String(i).padStart(Math.max(4, width), '0')}`;

/**
 * Creates (or overwrites) system `systemId` with `count` sensors, each with a recent sample, one
 * gateway with a key for /ingest, and the demo user as its admin.
 */
export async function seedLargeSystem(systemId: string, count: number): Promise<LargeSystem> {
  const db = getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));
  const gatewaySn = `${systemId}-GW`;
  const gatewayKey = `${systemId}-gateway-key`;
  const now = Date.now();
  const width = String(count).length;
  const sensors = Array.from({ length: count }, (_, i) => largeSensorSn(systemId, i + 1, width));
  await setTriggers(false);
  try {
    const writer = db.bulkWriter({ throttling: false });
    // The summary the functions keep (their recount of these devices), as the home card and the
    // system page's counts line read it before the device list has loaded.
    const counted = [
      { type: 'GATEWAY' as const },
      ...sensors.map(() => ({ type: 'SENSOR' as const, state: { ...NEVER_HEARD_STATE, online: true } })),
    ];
    void writer.set(db.doc(`system/${systemId}`), {
      name: `Load test ${count} sensors`,
      admin: [DEMO_USER.email],
      users: [],
      createdAt: now,
    });
    void writer.set(db.doc(`system/${systemId}/summary/counts`), computeSummary(counted, now));
    // The gateway is claimed by the system (gatewayInfo) and its key hash kept apart (gatewayKeys).
    void writer.set(db.doc(`gatewayInfo/${gatewaySn}`), { systemId });
    void writer.set(db.doc(`gatewayKeys/${gatewaySn}`), { systemId, keyHash: hashGatewayKey(gatewayKey) });
    void writer.set(db.doc(`system/${systemId}/devices/${gatewaySn}`), {
      sn: gatewaySn,
      alias: 'Load gateway',
      nameWords: nameWordsOf('Load gateway'),
      type: 'GATEWAY',
      tags: [],
      labels: ['ethernet'],
      config: {},
      sample: null,
    });
    sensors.forEach((sn, i) => {
      const raw = 150 + (i % 200);
      const alias = `Sensor ${String(i + 1).padStart(Math.max(4, width), '0')}`;
      const config = LARGE_SENSOR_CONFIG;
      const sample = { time: now - i * 1000, rawValues: [raw], values: [raw / 10], rssi: -60, gatewaySn };
      void writer.set(db.doc(`system/${systemId}/devices/${sn}`), {
        sn,
        alias,
        // What the functions would have derived from the name (the triggers are paused here).
        nameWords: nameWordsOf(alias),
        type: 'SENSOR',
        tags: ['load'],
        labels: [],
        config,
        sample,
        // What the sample path would have stored with it (the triggers are paused here).
        state: {
          sampleTime: sample.time,
          online: true,
          lastSeen: sample.time,
          errorCode: null,
          errorText: null,
          display: displayValues(config, sample).map((d) => d.text),
          alarm: [],
        },
      });
    });
    await writer.close();
  } finally {
    await setTriggers(true);
  }
  return { systemId, gatewaySn, gatewayKey, sensors };
}
