// A simulated gateway: posts realistic samples of the demo sensors to /ingest every few
// seconds, the way a real gateway would (its own key, rssi per sensor, the odd error sample).
import { ERROR_SAMPLE_STATUS } from '@neuron/shared';
import type { AcceptedSamples } from '../drain.js';
import { claimControl, readControl, type Outage } from './simulatorControl.js';
import { DEMO_GATEWAYS, DEMO_SENSORS, DEMO_SYSTEM_ID } from './demoData.js';
import {
  BASE_RSSI,
  demoBattery,
  demoTankRaw,
  PROBE_NOT_CONNECTED,
  SENSOR_FACTS,
  TANK_REFILLED_BEFORE_MS,
} from './sensorModels.js';

type Walk = { value: number; min: number; max: number; step: number };

// Raw readings per sensor, before the sensor's calc formula (see demoData).
function initialWalks(): Map<string, Walk[]> {
  return new Map([
    [
      'S-1001',
      [
        { value: 215, min: 120, max: 340, step: 4 },
        { value: 620, min: 350, max: 950, step: 8 },
      ],
    ],
    ['S-1002', [{ value: 700, min: 200, max: 1400, step: 20 }]],
    ['S-1003', [{ value: 0, min: 0, max: 1, step: 1 }]],
    ['S-1004', [{ value: 550, min: 0, max: 1000, step: 15 }]],
    ['S-1005', [{ value: -1850, min: -2600, max: -1200, step: 25 }]],
    ['S-1006', [{ value: 820, min: 400, max: 1900, step: 35 }]],
  ]);
}

/**
 * The door is also held open for DOOR_HELD_MS at the start of every DOOR_CYCLE_MS (wall clock),
 * so the seeded "held open" rule (scripts/demo/demoAlerts.ts) raises an alarm, and sends its
 * e-mail and webhook, every few minutes: the first within about three minutes of `npm start`.
 */
export const DOOR_CYCLE_MS = 180_000;
export const DOOR_HELD_MS = 40_000;

function step(w: Walk, sn: string, time: number): number {
  if (sn === 'S-1003') {
    // The door opens now and then and closes again.
    const held = time % DOOR_CYCLE_MS < DOOR_HELD_MS;
    w.value = held ? 1 : w.value === 1 ? (Math.random() < 0.5 ? 0 : 1) : Math.random() < 0.08 ? 1 : 0;
    return w.value;
  }
  if (sn === 'S-1004') {
    // The tank carries on from the seeded history: falling since a refill 30 h before the start.
    w.value = demoTankRaw(time, STARTED_AT - TANK_REFILLED_BEFORE_MS) + (Math.random() * 2 - 1) * 5;
    return Math.round(w.value);
  }
  w.value = Math.min(w.max, Math.max(w.min, w.value + (Math.random() * 2 - 1) * w.step));
  return Math.round(w.value);
}

/** Largest batch a gateway posts (the API's limit); a backlog goes in batches of this size, one at a time. */
export const BACKLOG_BATCH = 500;

type Walks = ReturnType<typeof initialWalks>;

/** When this simulator started: the demo batteries drain from their starting levels from then on. */
const STARTED_AT = Date.now();

/** What a sensor says of itself with each sample: battery (draining), firmware, protocol. */
function sensorFacts(sn: string, time: number) {
  const facts = SENSOR_FACTS[sn];
  if (!facts) return {};
  return { battery: demoBattery(sn, time, STARTED_AT), firmware: facts.firmware, protocol: facts.protocol };
}

/** One reading of each of a gateway's sensors at `time` (but the silent ones), the way the gateway would post it. */
export function readingsAt(
  gatewaySn: string,
  time: number,
  walks: Walks = initialWalks(),
  silent: readonly string[] = [],
) {
  return DEMO_SENSORS.filter((s) => s.gateway === gatewaySn && !silent.includes(s.sn)).map((s) => {
    const rssi = Math.round(BASE_RSSI[s.sn] + (Math.random() * 10 - 5));
    const facts = sensorFacts(s.sn, time);
    // About one sample in 40 from the cold room is an error sample: probe not connected.
    if (s.sn === 'S-1005' && Math.random() < 0.025) {
      return { sn: s.sn, time, rawValues: [PROBE_NOT_CONNECTED], status: ERROR_SAMPLE_STATUS, rssi, ...facts };
    }
    const rawValues = (walks.get(s.sn) ?? []).map((w) => step(w, s.sn, time));
    return { sn: s.sn, time, rawValues, rssi, ...facts };
  });
}

type Posted = { sn: string; time: number };

// What each demo gateway says of itself (docs/GATEWAY_PROTOCOL.md): the LTE one its cell (a real
// tower's codes in Copenhagen) and signal, the wired one that it is on Ethernet.
const FIRMWARE = '3.2.1';
const LTE_CELL = {
  homeMobileCountryCode: 238,
  homeMobileNetworkCode: 1,
  cellId: 20431,
  locationAreaCode: 4021,
  // An LTE cell's tracking-area code (the gateway page's "Tracking area" row).
  LteTracAreaCode: 8021,
};

/** The gateway object of a post: its signal moves in 3 dB steps, so gatewayInfo is written only now and then. */
export function gatewayReport(gateway: (typeof DEMO_GATEWAYS)[number]) {
  if (gateway.labels.includes('ethernet')) return { status: 1, ethernet: true, firmware: FIRMWARE };
  const rssi = -75 + 3 * Math.round(Math.random() * 2 - 1);
  return { status: 1, ethernet: false, firmware: FIRMWARE, rssi, cell: { ...LTE_CELL, rssi } };
}

/** Posts one batch; a 202 goes into the ledger, so a graceful stop can wait for it (scripts/drain.ts). */
export async function post(
  ingestUrl: string,
  gateway: (typeof DEMO_GATEWAYS)[number],
  samples: Posted[],
  accepted?: AcceptedSamples,
  report = false,
): Promise<void> {
  const res = await fetch(ingestUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${gateway.key}` },
    body: JSON.stringify({ gatewaySn: gateway.sn, samples, ...(report ? { gateway: gatewayReport(gateway) } : {}) }),
  });
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  accepted?.add(DEMO_SYSTEM_ID, samples);
}

/**
 * A gateway back from an outage: posts what it buffered over the last `backlogMs` (one reading
 * per sensor each `intervalMs`), oldest first, in batches of BACKLOG_BATCH, each batch only after
 * the previous one was accepted (202). Returns how many samples were posted.
 */
export async function postBacklog(ingestUrl: string, backlogMs: number, intervalMs: number, endMs = Date.now()) {
  const walks = initialWalks();
  let posted = 0;
  for (const gateway of DEMO_GATEWAYS) {
    let batch: Posted[] = [];
    for (let t = endMs - backlogMs; t < endMs; t += intervalMs) {
      batch.push(...readingsAt(gateway.sn, Math.round(t), walks));
      if (batch.length >= BACKLOG_BATCH) {
        await post(ingestUrl, gateway, batch.slice(0, BACKLOG_BATCH));
        posted += BACKLOG_BATCH;
        batch = batch.slice(BACKLOG_BATCH);
      }
    }
    if (batch.length > 0) await post(ingestUrl, gateway, batch);
    posted += batch.length;
  }
  return posted;
}

export interface SimulatorOptions {
  ingestUrl: string;
  intervalMs?: number;
  log?: (line: string) => void;
  /** Where the samples answered 202 are recorded (the graceful stop waits for them). */
  accepted?: AcceptedSamples;
  /** Gateways down for a while: they post again, live, once it is over. */
  outages?: readonly Outage[];
  /** Sensors that have fallen silent: their gateway posts the others' samples only. */
  silent?: readonly string[];
  /** Also take outages and silent sensors from `npm run simulate` (scripts/demo/simulatorControl.ts). */
  control?: boolean;
}

export type { Outage };

const isDown = (outages: readonly Outage[], gateway: string, now: number) =>
  outages.some((o) => o.gateway === gateway && now >= o.from && now < o.until);

/** Starts posting; returns a function that stops it and resolves once a post in flight has been answered. */
export function startGatewaySimulator({
  ingestUrl,
  intervalMs = 5000,
  log = console.log,
  accepted,
  outages = [],
  silent = [],
  control = false,
}: SimulatorOptions): () => Promise<void> {
  const walks = initialWalks();
  let failures = 0;
  // Once stopped, a post in flight answered 503 by the stopping stack is expected: not reported.
  let stopped = false;
  let inFlight: Promise<void> = Promise.resolve();
  const down = new Set<string>();
  const release = control ? claimControl() : () => undefined;
  const tick = async () => {
    const now = Date.now();
    const requested = control ? readControl() : undefined;
    const allOutages = [...outages, ...(requested?.outages ?? [])];
    const allSilent = [...silent, ...(requested?.silent ?? [])];
    for (const gateway of DEMO_GATEWAYS) {
      if (isDown(allOutages, gateway.sn, now)) {
        if (!down.has(gateway.sn)) log(`gateway simulator: ${gateway.sn} is down (posts nothing)`);
        down.add(gateway.sn);
        continue;
      }
      if (down.delete(gateway.sn)) log(`gateway simulator: ${gateway.sn} is back and posts again`);
      try {
        await post(ingestUrl, gateway, readingsAt(gateway.sn, now, walks, allSilent), accepted, true);
        failures = 0;
      } catch (e) {
        if (failures++ % 12 === 0 && !stopped)
          log(`gateway simulator: ${gateway.sn} post failed: ${(e as Error).message}`);
      }
    }
  };
  inFlight = tick();
  const timer = setInterval(() => {
    inFlight = tick();
  }, intervalMs);
  return async () => {
    stopped = true;
    clearInterval(timer);
    release();
    await inFlight;
  };
}
