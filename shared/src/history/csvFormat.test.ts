import { describe, expect, it } from 'vitest';
import type { Sample, SensorConfig } from '../index.js';
import { csvCell, csvFileName, csvHeader, csvRows } from './csvFormat.js';

const CONFIG: SensorConfig = { si: ['°C', '%RH'], pv: 0, calc: ['x / 10', 'x / 10'] };
const T = Date.parse('2026-11-23T10:00:00Z');

describe('CSV export formatting', () => {
  it('names each value with its unit in the header', () => {
    expect(csvHeader(CONFIG, 2)).toBe(
      'time (UTC),Value 1 (°C),Value 2 (%RH),battery (%),status,rssi,gateway,error\r\n',
    );
    expect(csvHeader({}, 1)).toBe('time (UTC),Value 1,battery (%),status,rssi,gateway,error\r\n');
  });

  it('writes one line per sample: ISO time, the values kept when it arrived, battery, status, rssi, gateway', () => {
    const samples: Sample[] = [
      // Stored under an earlier formula (x / 10 + 0.5 gave 25.5): the value kept is written, not
      // the raw reading scaled again with today's config.
      { time: T, values: [25.5, 60], rawValues: [250, 600], rssi: -71, gatewaySn: 'GW-1', battery: 87 },
      { time: T + 5000, values: [30115, 61], rawValues: [30115, 610], status: 106, gatewaySn: 'GW-1' },
      { time: T + 10_000, values: [null, 62] },
    ];
    expect(csvRows(CONFIG, samples, 2).split('\r\n')).toEqual([
      '2026-11-23T10:00:00.000Z,25.5,60,87,,-71,GW-1,',
      '2026-11-23T10:00:05.000Z,,61,,106,,GW-1,Error: Probe not connected or defective',
      '2026-11-23T10:00:10.000Z,,62,,,,,',
      '',
    ]);
  });

  it('quotes cells with separators and defuses spreadsheet formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(NaN)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('makes a safe file name', () => {
    expect(csvFileName('S/1001', T, T + 3_600_000)).toBe('S_1001_2026-11-23T1000_2026-11-23T1100.csv');
  });
});
