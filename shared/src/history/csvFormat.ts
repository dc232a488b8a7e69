import { isSensorErrorCode } from '../catalogues/sensorErrors.js';
import type { Sample } from '../schemas/sample.js';
import type { SensorConfig } from '../schemas/sensorConfig.js';
import { sampleError } from '../sensor/sampleError.js';
import { keptValues } from '../sensor/sampleValues.js';
import { unitOf } from '../sensor/scaling.js';

/** RFC 4180 line ending: spreadsheets on every platform read it. */
export const CSV_EOL = '\r\n';

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; text that a spreadsheet would
 * run as a formula (=, +, -, @ first) gets a leading apostrophe. Numbers are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value == null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The header line: time, each value with its unit, battery, status, rssi, gateway, error. */
export function csvHeader(config: SensorConfig, count: number): string {
  const values = Array.from({ length: count }, (_, i) => {
    const unit = unitOf(i, config.si, config.calc);
    return unit ? `Value ${i + 1} (${unit})` : `Value ${i + 1}`;
  });
  return (
    ['time (UTC)', ...values, 'battery (%)', 'status', 'rssi', 'gateway', 'error'].map(csvCell).join(',') + CSV_EOL
  );
}

/**
 * Lines for a page of samples, one per sample: ISO 8601 UTC time, each value as stored when the
 * sample arrived (empty where the sensor sent an error code or nothing, or the formula failed),
 * the battery level it reported, status, rssi, gateway serial, and the error text for an error sample.
 */
export function csvRows(config: SensorConfig, samples: readonly Sample[], count: number): string {
  let out = '';
  for (const sample of samples) {
    const { values, failed } = keptValues(sample);
    const cells: (string | number | null | undefined)[] = [new Date(sample.time).toISOString()];
    for (let i = 0; i < count; i++) {
      const v = values[i];
      cells.push(v == null || failed[i] || isSensorErrorCode(v) ? null : v);
    }
    cells.push(sample.battery, sample.status, sample.rssi, sample.gatewaySn, sampleError(sample)?.text);
    out += cells.map(csvCell).join(',') + CSV_EOL;
  }
  return out;
}

/** A file name for an export: serial and range, safe on every file system. */
export function csvFileName(sn: string, from: number, to: number): string {
  const stamp = (t: number) => new Date(t).toISOString().slice(0, 16).replace(/[:]/g, '');
  return `${sn.replace(/[^A-Za-z0-9_-]/g, '_')}_${stamp(from)}_${stamp(to)}.csv`;
}
