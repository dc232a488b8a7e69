import { SIGNAL_UNAVAILABLE_AFTER_S } from '../constants.js';

/** Signal thresholds in dB (docs/BEHAVIOUR.md, docs/CONSTANTS.md): above each gives the bars beside it. */
export const SIGNAL_THRESHOLDS = [
  { above: -80, bars: 3 },
  { above: -95, bars: 2 },
  { above: -100, bars: 1 },
] as const;
/** Above this (and at most -100) the signal shows as an outline in the warning colour. */
export const SIGNAL_WARNING_ABOVE = -134;

/** How a signal is shown: unavailable, Ethernet, 1–3 bars, or an outline in a colour. */
export type SignalDisplay =
  | { kind: 'unavailable'; color: 'error' }
  | { kind: 'ethernet' }
  | { kind: 'bars'; bars: 1 | 2 | 3 }
  | { kind: 'outline'; color: 'warning' | 'error' };

/**
 * How a device's signal is shown, given its last sample time, rssi and labels (or, for a gateway,
 * whether it reported being on Ethernet).
 */
export function signalDisplay(
  input: {
    sampleTime: number | null | undefined;
    rssi: number | null | undefined;
    labels?: readonly string[];
    ethernet?: boolean;
  },
  nowMs: number,
): SignalDisplay {
  if (input.sampleTime == null || (nowMs - input.sampleTime) / 1000 > SIGNAL_UNAVAILABLE_AFTER_S) {
    return { kind: 'unavailable', color: 'error' };
  }
  if (input.ethernet || input.labels?.some((l) => l.toLowerCase() === 'ethernet')) return { kind: 'ethernet' };
  const rssi = input.rssi;
  if (rssi == null) return { kind: 'outline', color: 'error' };
  for (const t of SIGNAL_THRESHOLDS) if (rssi > t.above) return { kind: 'bars', bars: t.bars };
  return rssi > SIGNAL_WARNING_ABOVE ? { kind: 'outline', color: 'warning' } : { kind: 'outline', color: 'error' };
}
