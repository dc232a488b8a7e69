// What the demo sensors look like on the radio, shared by the live simulator and the seeded history.

/** The catalogue's 'Probe not connected or defective' code (docs/CATALOGUES.md). */
export const PROBE_NOT_CONNECTED = 30115;

/** Typical signal strength (dBm) of each demo sensor at its gateway. */
export const BASE_RSSI: Record<string, number> = {
  'S-1001': -72,
  'S-1002': -88,
  'S-1003': -97,
  'S-1004': -84,
  'S-1005': -110,
  'S-1006': -76,
};
