import { EventSchema } from '@neuron/shared';
import { DEMO_GATEWAYS, DEMO_SYSTEM_ID } from '../../scripts/demo/demoData.js';
import { adminDb, eventually, postDemoSample } from './emulators.js';
import { saveRuleInForce } from './pipeline.js';

// The demo's soil moisture sensor under the rules a suite saves for it: its samples posted through
// /ingest by its gateway, and the events each rule raised (tests/emulators/rules-events.test.ts,
// rule-delays, sensor-error-events, rule-schedules, maintenance-windows; `ruleEvents` serves any
// rule of the demo system).

/** Soil moisture bed A: value = 0.05 × raw − 2 (raw 400 → 18 %, 900 → 43 %). */
export const SOIL_SN = 'S-1002';
/** The gateway that hears it. */
export const SOIL_GATEWAY = DEMO_GATEWAYS[0];
const systemPath = `system/${DEMO_SYSTEM_ID}`;

/** Posts one sample of the sensor at `time`, and waits until it is the device's latest. */
export async function postSoil(time: number, raw: number): Promise<void> {
  await postDemoSample(SOIL_GATEWAY, SOIL_SN, [raw], time);
}

/** The events rule `ruleId` raised, oldest first. */
export async function ruleEvents(ruleId: string) {
  const snap = await adminDb().collection(`${systemPath}/events`).where('ruleId', '==', ruleId).get();
  return snap.docs.map((d) => ({ id: d.id, ...EventSchema.parse(d.data()) })).sort((a, b) => a.time - b.time);
}

/** The events of rule `ruleId` once there are `count` of them. */
export async function ruleEventsSettled(ruleId: string, count: number, timeoutMs?: number) {
  return eventually(async () => {
    const list = await ruleEvents(ruleId);
    return list.length === count ? list : undefined;
  }, timeoutMs);
}

/** Saves a rule of the sensor routed to channel `chan-1`, in force for the next sample (saveRuleInForce). */
export async function soilRule(id: string, fields: Record<string, unknown>): Promise<void> {
  await saveRuleInForce(`${systemPath}/eventRules/${id}`, SOIL_GATEWAY.sn, {
    name: `Soil ${id}`,
    enabled: true,
    devices: [SOIL_SN],
    channels: ['chan-1'],
    state: {},
    ...fields,
  });
}
