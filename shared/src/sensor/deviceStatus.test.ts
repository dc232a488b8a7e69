import { describe, expect, it } from 'vitest';
import type { Device } from '../schemas/device.js';
import { deviceStatus } from './deviceStatus.js';

const NOW = 1_700_000_000_000;
const MIN = 60_000;
const base = { tags: [], labels: [], alias: '' };
const sensor = (sn: string, time: number | null, gw = 'GW-1', rssi = -70): Device => ({
  ...base,
  type: 'SENSOR',
  sn,
  config: { calc: ['x / 10'], si: ['°C'] },
  sample:
    time == null
      ? undefined
      : { time, values: [21.5], rawValues: [215], rssi, gatewaySn: gw, gateways: { [gw]: { time, rssi } } },
  state:
    time == null
      ? undefined
      : {
          sampleTime: time,
          online: true,
          lastSeen: time,
          errorCode: null,
          errorText: null,
          display: ['21.5 °C'],
          alarm: [],
        },
});

describe('deviceStatus', () => {
  it('a sensor: its values, online through a gateway, its signal and age', () => {
    const s = deviceStatus(sensor('S-1', NOW - MIN), [], NOW);
    expect(s.values.map((v) => v.text)).toEqual(['21.5 °C']);
    expect(s.online).toBe(true);
    expect(s.signal).toMatchObject({ kind: 'bars', bars: 3 });
    expect(s.lastSeen).toBe(NOW - MIN);
  });

  it('a sensor not heard for over 30 minutes is offline; never heard: no sample text, no age', () => {
    expect(deviceStatus(sensor('S-1', NOW - 31 * MIN), [], NOW).online).toBe(false);
    const never = deviceStatus(sensor('S-2', null), [], NOW);
    expect(never.online).toBe(false);
    expect(never.lastSeen).toBeNull();
    expect(never.values[0].text).toBe('No data');
  });

  it('a gateway: online and last heard from the samples its sensors delivered through it', () => {
    const gateway: Device = { ...base, type: 'GATEWAY', sn: 'GW-1', config: {} };
    const sensors = [sensor('S-1', NOW - 2 * MIN), sensor('S-2', NOW - 5 * MIN), sensor('S-3', NOW - MIN, 'GW-2')];
    const s = deviceStatus(gateway, sensors, NOW);
    expect(s.online).toBe(true);
    expect(s.lastSeen).toBe(NOW - 2 * MIN);
    expect(s.values[0].text).toBe('2 sensors');
    // No link reported yet: no made-up outline.
    expect(s.signal).toBeNull();
    // Its own rssi, as the functions copied it onto its device (`link`): bars, or Ethernet.
    expect(deviceStatus({ ...gateway, link: { ethernet: false, rssi: -71 } }, sensors, NOW).signal).toEqual({
      kind: 'bars',
      bars: 3,
    });
    expect(deviceStatus({ ...gateway, link: { ethernet: false, rssi: -97 } }, sensors, NOW).signal).toEqual({
      kind: 'bars',
      bars: 1,
    });
    expect(deviceStatus({ ...gateway, link: { ethernet: true, rssi: null } }, sensors, NOW).signal).toEqual({
      kind: 'ethernet',
    });
    // Aged by when it last delivered, like a sensor's.
    const silent = [sensor('S-1', NOW - 2 * 3_600_000)];
    expect(deviceStatus({ ...gateway, link: { ethernet: false, rssi: -71 } }, silent, NOW).signal).toMatchObject({
      kind: 'unavailable',
    });
  });

  it('a gateway heard by its own reports is online though none of its sensors was heard (the functions’ rule)', () => {
    const gateway: Device = { ...base, type: 'GATEWAY', sn: 'GW-3', config: {}, reportedAt: NOW - 3 * MIN };
    const s = deviceStatus(gateway, [], NOW);
    expect(s).toMatchObject({ online: true, lastSeen: NOW - 3 * MIN });
    expect(s.values[0].text).toBe('0 sensors');
    // Whichever is later: its report, or a sample it delivered.
    const heard = deviceStatus(gateway, [sensor('S-1', NOW - MIN, 'GW-3')], NOW);
    expect(heard).toMatchObject({ online: true, lastSeen: NOW - MIN });
    // A report older than the window does not keep it online.
    expect(deviceStatus({ ...gateway, reportedAt: NOW - 31 * MIN }, [], NOW).online).toBe(false);
  });

  it('a gateway nobody heard from is offline with no sample text; an Ethernet one shows Ethernet', () => {
    const gateway: Device = { ...base, type: 'GATEWAY', sn: 'GW-9', config: {} };
    const s = deviceStatus(gateway, [sensor('S-1', NOW)], NOW);
    expect(s.online).toBe(false);
    expect(s.values[0].text).toBe('No data');
    const wired = deviceStatus({ ...gateway, sn: 'GW-1', labels: ['Ethernet'] }, [sensor('S-1', NOW)], NOW);
    expect(wired.signal).toMatchObject({ kind: 'ethernet' });
  });

  it('a virtual sensor: online from its stored state, no signal', () => {
    const virtual: Device = {
      ...base,
      type: 'VIRTUAL',
      sn: 'V-1',
      config: { inputs: ['S-1'], expression: 'v1 * 2' },
      sample: { time: NOW, values: [43] },
      state: { sampleTime: NOW, online: true, lastSeen: NOW, errorCode: null, errorText: null, display: [], alarm: [] },
    };
    const s = deviceStatus(virtual, [], NOW);
    expect(s.online).toBe(true);
    expect(s.signal).toBeNull();
    expect(deviceStatus({ ...virtual, state: undefined }, [], NOW).online).toBe(false);
  });

  it('renders the stored display texts, never computing them again; failures and error samples are errors', () => {
    const s = sensor('S-1', NOW);
    // The stored text wins over what the config would compute now (the functions recompute it on an edit).
    const stored = { ...s, state: { ...s.state!, display: ['22 K', 'Error'] } };
    expect(deviceStatus(stored, [], NOW).values.map((v) => [v.text, v.isError])).toEqual([
      ['22 K', false],
      ['Error', true],
    ]);
    const errorSample = { ...s, state: { ...s.state!, errorCode: 30115, display: ['21.5 °C'] } };
    expect(deviceStatus(errorSample, [], NOW).values[0].isError).toBe(true);
  });
});
