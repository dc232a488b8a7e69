import type { Device, DeviceState } from '../schemas/device.js';
import { DISPLAY_TEXT } from '../catalogues/messages.js';
import { SENSOR_ERROR_MESSAGES } from '../catalogues/sensorErrors.js';
import type { ValueDisplay } from './display.js';
import { gatewayLastHeard, gatewaySightings, isOnlineThroughGateway, isWithinOnlineWindow } from './online.js';
import { signalDisplay, type SignalDisplay } from './signal.js';

/** What the device list and a device's details show of it, by device type. */
export interface DeviceStatus {
  values: ValueDisplay[];
  online: boolean;
  /** Null where a signal means nothing (virtual sensors are computed, not heard). */
  signal: SignalDisplay | null;
  lastSeen: number | null;
}

// The texts that say a value could not be shown (drawn as errors). Built from the catalogues the
// functions write the display texts from, so the client never computes a text a second time.
const FAILURE_TEXTS = new Set<string>([
  DISPLAY_TEXT.calculationFailed,
  DISPLAY_TEXT.badBinaryConfig,
  DISPLAY_TEXT.badDigitizerConfig,
  ...Object.values(SENSOR_ERROR_MESSAGES),
]);

/**
 * The values as the functions stored them (`state.display`, written with every sample and
 * recomputed on every config edit): the client renders these texts, never computes them again.
 * An error sample marks every value as an error; no state or no texts: "No data".
 */
export function storedValues(state: DeviceState | undefined): ValueDisplay[] {
  if (!state || state.display.length === 0)
    return [{ text: DISPLAY_TEXT.noSample, value: null, unit: '', isError: false }];
  const errorSample = state.errorCode != null;
  return state.display.map((text) => ({
    text,
    value: null,
    unit: '',
    isError: errorSample || FAILURE_TEXTS.has(text),
  }));
}

/**
 * Sensors: their stored display of their latest sample (aged by the clock: online, signal). Virtual sensors: their computed sample, no signal. Gateways: heard
 * as gatewayLastHeard says (their own reports, to the minute, and the sensors' latest samples
 * through them, which keep the row live without a write per post), with the sensors they heard.
 */
export function deviceStatus(
  device: Pick<Device, 'sn' | 'type' | 'config' | 'sample' | 'state' | 'labels' | 'link' | 'reportedAt'>,
  sensors: readonly Pick<Device, 'sample'>[],
  now: number,
): DeviceStatus {
  if (device.type === 'GATEWAY') {
    const sightings = gatewaySightings(
      device.sn,
      sensors.map((s) => s.sample),
    );
    const count = sightings.sensors;
    const lastHeard = gatewayLastHeard(device.reportedAt, sightings.lastHeard);
    // The gateway's own link as the functions copied it from what it reported (`link`): bars
    // from its rssi, or Ethernet; aged by when it last delivered. With no rssi known, no
    // made-up "no signal" outline.
    const rssi = device.link?.rssi ?? null;
    const signal = signalDisplay(
      { sampleTime: lastHeard, rssi, labels: device.labels, ethernet: device.link?.ethernet },
      now,
    );
    const text = lastHeard == null ? DISPLAY_TEXT.noSample : `${count} sensor${count === 1 ? '' : 's'}`;
    return {
      values: [{ text, value: count, unit: '', isError: false }],
      online: isWithinOnlineWindow(lastHeard, now), // as deviceOnline says of a gateway
      signal: signal.kind === 'outline' && rssi === null ? null : signal,
      lastSeen: lastHeard,
    };
  }
  const sample = device.sample;
  return {
    values: storedValues(device.state),
    online: deviceOnline(device, sensors, now),
    signal:
      device.type === 'VIRTUAL'
        ? null
        : signalDisplay({ sampleTime: sample?.time, rssi: sample?.rssi, labels: device.labels }, now),
    lastSeen: sample?.time ?? null,
  };
}

/**
 * Whether a device is online as its row shows it (deviceStatus without the values): a sensor
 * sampled within the online window, a gateway heard in it (gatewayLastHeard: its own reports or
 * a sample it delivered), a virtual sensor whose inputs are (its stored state).
 */
export function deviceOnline(
  device: Pick<Device, 'sn' | 'type' | 'sample' | 'state' | 'reportedAt'>,
  sensors: readonly Pick<Device, 'sample'>[],
  now: number,
): boolean {
  if (device.type === 'GATEWAY') {
    const delivered = gatewaySightings(
      device.sn,
      sensors.map((s) => s.sample),
    ).lastHeard;
    return isWithinOnlineWindow(gatewayLastHeard(device.reportedAt, delivered), now);
  }
  return device.type === 'VIRTUAL' ? (device.state?.online ?? false) : isOnlineThroughGateway(device.sample, now);
}
