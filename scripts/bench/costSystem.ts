// The cost bench's system (scripts/bench/costRun.ts): gateways of 20 sensors each, never heard
// from, the offline rules and one threshold rule watching every sensor, seeded with the function
// triggers paused (so seeding starts no thousand creation runs; the summary is written as the
// functions would count it).
import { NEVER_HEARD_STATE } from '@neuron/shared';
import { hashGatewayKey } from '../../functions/src/domain/secretKeys.js';
import { computeSummary } from '../../functions/src/domain/summary.js';
import { DEMO_USER } from '../demo/demoData.js';
import { setTriggers } from '../functionTriggers.js';
import { db } from './pipelineDriver.js';

export const COST_SYSTEM = 'bench-cost';
export const SENSORS_PER_GATEWAY = 20;
/** The sensors' config: a temperature in tenths of a degree (raw 300 = 30.0 °C). */
const CONFIG = { si: ['°C'], pv: 0, calc: ['x / 10'] };
/** The threshold rule's limit: raw 300 is below it (steady), raw 700 above (the alarm storm). */
export const HEAT_LIMIT = 50;

export interface CostGateway {
  sn: string;
  key: string;
  sensors: string[];
}

const gatewaySn = (g: number) => `BC-GW${String(g).padStart(3, '0')}`;
const sensorSn = (g: number, i: number) => `BC-S${String(g).padStart(3, '0')}-${String(i).padStart(2, '0')}`;

/** Seeds the system with `count` gateways of SENSORS_PER_GATEWAY sensors; returns them. */
export async function seedCostSystem(count: number): Promise<CostGateway[]> {
  const gateways = Array.from({ length: count }, (_, g) => ({
    sn: gatewaySn(g),
    key: `${gatewaySn(g)}-key`,
    sensors: Array.from({ length: SENSORS_PER_GATEWAY }, (_, i) => sensorSn(g, i)),
  }));
  const now = Date.now();
  const device = (sn: string, type: 'SENSOR' | 'GATEWAY') => ({
    sn,
    alias: sn,
    type,
    tags: ['bench'],
    labels: [],
    config: type === 'SENSOR' ? CONFIG : {},
    sample: null,
    state: NEVER_HEARD_STATE,
  });
  await setTriggers(false);
  try {
    const writer = db.bulkWriter();
    const all = gateways.flatMap((g) => [device(g.sn, 'GATEWAY'), ...g.sensors.map((s) => device(s, 'SENSOR'))]);
    void writer.set(db.doc(`system/${COST_SYSTEM}`), {
      name: 'Cost bench',
      admin: [DEMO_USER.email],
      users: [],
      createdAt: now,
    });
    void writer.set(db.doc(`system/${COST_SYSTEM}/summary/counts`), computeSummary(all, now));
    for (const g of gateways) {
      void writer.set(db.doc(`gatewayInfo/${g.sn}`), { systemId: COST_SYSTEM });
      void writer.set(db.doc(`gatewayKeys/${g.sn}`), { systemId: COST_SYSTEM, keyHash: hashGatewayKey(g.key) });
    }
    for (const d of all) void writer.set(db.doc(`system/${COST_SYSTEM}/devices/${d.sn}`), d);
    const rule = (name: string, kind: string, extra: object = {}) => ({
      name,
      enabled: true,
      kind,
      devices: ['*'],
      delaySec: 0,
      channels: [],
      ...extra,
    });
    const rules = `system/${COST_SYSTEM}/eventRules`;
    void writer.set(db.doc(`${rules}/sensor-offline`), rule('Sensor offline', 'offline_sensor'));
    void writer.set(db.doc(`${rules}/gateway-offline`), rule('Gateway offline', 'offline_gateway'));
    void writer.set(
      db.doc(`${rules}/heat`),
      rule('Above 50 °C', 'threshold', {
        watch: 'value',
        valueIndex: 0,
        op: 'gt',
        threshold: HEAT_LIMIT,
        hysteresis: 0,
      }),
    );
    await writer.close();
  } finally {
    await setTriggers(true);
  }
  return gateways;
}
