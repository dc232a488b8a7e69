// A simulated gateway: posts realistic samples of the demo sensors to /ingest every few
// seconds, the way a real gateway would (its own key, rssi per sensor, the odd error sample).
import { ERROR_SAMPLE_STATUS } from '@neuron/shared';
import { DEMO_GATEWAYS, DEMO_SENSORS } from './demoData.js';

// The catalogue's 'Probe not connected or defective' code (docs/CATALOGUES.md).
const PROBE_NOT_CONNECTED = 30115;

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

function step(w: Walk, sn: string): number {
  if (sn === 'S-1003') {
    // The door opens now and then and closes again.
    w.value = w.value === 1 ? (Math.random() < 0.5 ? 0 : 1) : Math.random() < 0.08 ? 1 : 0;
    return w.value;
  }
  w.value = Math.min(w.max, Math.max(w.min, w.value + (Math.random() * 2 - 1) * w.step));
  return Math.round(w.value);
}

const BASE_RSSI: Record<string, number> = {
  'S-1001': -72,
  'S-1002': -88,
  'S-1003': -97,
  'S-1004': -84,
  'S-1005': -110,
  'S-1006': -76,
};

export interface SimulatorOptions {
  ingestUrl: string;
  intervalMs?: number;
  log?: (line: string) => void;
}

/** Starts posting; returns a function that stops it. */
export function startGatewaySimulator({
  ingestUrl,
  intervalMs = 5000,
  log = console.log,
}: SimulatorOptions): () => void {
  const walks = initialWalks();
  let failures = 0;
  const tick = async () => {
    const now = Date.now();
    for (const gateway of DEMO_GATEWAYS) {
      const samples = DEMO_SENSORS.filter((s) => s.gateway === gateway.sn).map((s) => {
        const rssi = Math.round(BASE_RSSI[s.sn] + (Math.random() * 10 - 5));
        // About one sample in 40 from the cold room is an error sample: probe not connected.
        if (s.sn === 'S-1005' && Math.random() < 0.025) {
          return { sn: s.sn, time: now, rawValues: [PROBE_NOT_CONNECTED], status: ERROR_SAMPLE_STATUS, rssi };
        }
        return { sn: s.sn, time: now, rawValues: (walks.get(s.sn) ?? []).map((w) => step(w, s.sn)), rssi };
      });
      try {
        const res = await fetch(ingestUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${gateway.key}` },
          body: JSON.stringify({ gatewaySn: gateway.sn, samples }),
        });
        if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
        failures = 0;
      } catch (e) {
        if (failures++ % 12 === 0) log(`gateway simulator: ${gateway.sn} post failed: ${(e as Error).message}`);
      }
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), intervalMs);
  return () => clearInterval(timer);
}
