// Seven days of realistic history for the demo sensors, so charts are full from the first visit:
// day/night cycles, a refilled tank, a door opened in working hours, a cold room's defrost cycles,
// the odd error sample, and a signal strength per sensor that wanders. Pure: no Firestore here.
import { ERROR_SAMPLE_STATUS, evaluateVirtual, isSensorErrorCode, scaleRawValues, type Sample } from '@neuron/shared';
import { DEMO_SENSORS, DEMO_VIRTUALS } from './demoData.js';
import { BASE_RSSI, demoBattery, demoTankRaw, PROBE_NOT_CONNECTED, TANK_REFILLED_BEFORE_MS } from './sensorModels.js';

/** Sample interval of the seeded history: real sensors of this kind report every few minutes. */
export const HISTORY_INTERVAL_MS = 5 * 60_000;
/** How far back the seeded history reaches. */
export const HISTORY_DAYS = 7;

// A deterministic pseudo-random sequence, so two seeds of the same moment agree.
function random(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const HOUR = 3_600_000;
/** 0 at midnight UTC, 1 at noon: how far into the day's warmth a moment is. */
const daylight = (t: number) => (1 - Math.cos((2 * Math.PI * (t % (24 * HOUR))) / (24 * HOUR))) / 2;

/** The raw values a demo sensor would have reported at time t, in a history ending at `endMs`. */
function rawAt(sn: string, t: number, endMs: number, rnd: () => number): (number | null)[] {
  const noise = (amp: number) => (rnd() * 2 - 1) * amp;
  const d = daylight(t);
  switch (sn) {
    case 'S-1001':
      return [Math.round(150 + 130 * d + noise(8)), Math.round(850 - 350 * d + noise(20))];
    case 'S-1002': {
      // Dries out over a day and is watered at 06:00 UTC.
      const sinceWatering = ((t - 6 * HOUR) % (24 * HOUR)) / (24 * HOUR);
      return [Math.round(1300 - 800 * sinceWatering + noise(15))];
    }
    case 'S-1003': {
      const hour = new Date(t).getUTCHours();
      return [hour >= 7 && hour < 17 && rnd() < 0.12 ? 1 : 0];
    }
    case 'S-1004':
      // Last refilled 30 h before the end: falling now, so the details page forecasts when it
      // reaches its low limit and an early-warning rule can fire.
      return [Math.round(demoTankRaw(t, endMs - TANK_REFILLED_BEFORE_MS) + noise(5))];
    case 'S-1005': {
      // Defrost for 20 minutes every 8 hours.
      const defrost = t % (8 * HOUR) < 20 * 60_000;
      return [Math.round((defrost ? -1300 : -1850) + noise(40))];
    }
    case 'S-1006':
      return [Math.round(420 + 850 * d * d + noise(40))];
    default:
      return [0];
  }
}

/**
 * `days` (seven unless asked; the bench's chart opens take a month) of history per demo sensor
 * (and virtual sensor), oldest first, up to `endMs`.
 */
export function demoHistory(endMs: number, days = HISTORY_DAYS): Map<string, Sample[]> {
  const start = Math.floor((endMs - days * 24 * HOUR) / HISTORY_INTERVAL_MS) * HISTORY_INTERVAL_MS;
  const out = new Map<string, Sample[]>();
  for (const s of DEMO_SENSORS) {
    const rnd = random(s.sn.split('').reduce((a, c) => a * 31 + c.charCodeAt(0), 7));
    const samples: Sample[] = [];
    for (let t = start; t < endMs; t += HISTORY_INTERVAL_MS) {
      const rssi = Math.round(BASE_RSSI[s.sn] + (rnd() * 10 - 5));
      const error = s.sn === 'S-1005' && rnd() < 0.01;
      const rawValues = error ? [PROBE_NOT_CONNECTED] : rawAt(s.sn, t, endMs, rnd);
      // The battery drained to the level the live simulator starts from (demoBattery).
      const battery = demoBattery(s.sn, t, endMs);
      samples.push({
        time: t,
        values: scaleRawValues(rawValues, s.config).values,
        rawValues,
        ...(error ? { status: ERROR_SAMPLE_STATUS } : {}),
        rssi,
        ...(battery !== undefined ? { battery } : {}),
        gatewaySn: s.gateway,
        gateways: { [s.gateway]: { time: t, rssi } },
      });
    }
    out.set(s.sn, samples);
  }
  for (const v of DEMO_VIRTUALS) {
    const inputs = v.config.inputs ?? [];
    const series = inputs.map((sn) => out.get(sn) ?? []);
    const samples: Sample[] = (series[0] ?? []).map((first, i) => {
      const values = new Map(inputs.map((sn, j) => [sn, series[j][i]?.values[0] ?? null]));
      // An input's error code is not a temperature: the virtual has no value then.
      for (const [sn, value] of values) if (value != null && isSensorErrorCode(value)) values.set(sn, null);
      const result = evaluateVirtual(v.config, values);
      return { time: first.time, values: [result.ok ? result.value : null] };
    });
    out.set(v.sn, samples);
  }
  return out;
}
