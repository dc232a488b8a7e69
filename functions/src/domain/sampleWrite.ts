import {
  deviceSensorFacts,
  displayValues,
  isOnlineThroughGateway,
  lastSeenThroughGateway,
  sampleError,
  scaleRawValues,
  sensorFactsChanges,
  unitsOf,
  type Device,
  type DeviceState,
  type IngestSample,
  type Sample,
  type SensorFacts,
} from '@neuron/shared';

/**
 * Builds the stored sample from what a gateway posted: raw values kept, values scaled by the
 * config, with the config's units. With a broken config (`configError`) the sample is stored raw, with no scaled values:
 * nothing is lost, and the client scales it again once the config is fixed.
 */
export function toStoredSample(
  posted: IngestSample,
  gatewaySn: string,
  device: Pick<Device, 'config'>,
  configError: string | null = null,
): Sample {
  const values = scaledValues(posted.rawValues, device, configError);
  return {
    time: posted.time,
    values,
    rawValues: posted.rawValues,
    // The units the values were computed in, kept with them (a later unit edit does not relabel them).
    ...(values.length > 0 ? { units: unitsOf(device.config, values.length) } : {}),
    ...(posted.status !== undefined ? { status: posted.status } : {}),
    ...(posted.rssi !== undefined ? { rssi: posted.rssi } : {}),
    ...(posted.battery !== undefined ? { battery: posted.battery } : {}),
    gatewaySn,
    gateways: { [gatewaySn]: { time: posted.time, ...(posted.rssi !== undefined ? { rssi: posted.rssi } : {}) } },
  };
}

/** Raw values scaled by the device's config; none with a broken config (the raw ones are kept). */
export function scaledValues(
  rawValues: readonly (number | null)[],
  device: Pick<Device, 'config'>,
  configError: string | null,
): (number | null)[] {
  return configError ? [] : scaleRawValues([...rawValues], device.config).values;
}

/** The same sample heard through another gateway: keep every gateway that heard it. */
export function mergeSightings(existing: Sample, incoming: Sample): Sample {
  return { ...incoming, gateways: { ...existing.gateways, ...incoming.gateways } };
}

/**
 * Derived state written with the sample (docs/DATA_MODEL.md), computed with the shared sensor math.
 * `lastSeen` never lies in the future (a gateway clock a little ahead is allowed in, its time is
 * not believed beyond now); a broken config shows as the state's error text.
 */
export function deriveState(
  device: Pick<Device, 'config' | 'state'>,
  sample: Sample,
  nowMs: number,
  configError: string | null = null,
): DeviceState {
  const error = sampleError(sample);
  const seen = Math.max(lastSeenThroughGateway(sample) ?? 0, device.state?.lastSeen ?? 0);
  return {
    sampleTime: sample.time,
    online: isOnlineThroughGateway(sample, nowMs),
    lastSeen: seen === 0 ? null : Math.min(seen, nowMs),
    errorCode: error?.code ?? null,
    errorText: configError ?? error?.text ?? null,
    display: displayValues(device.config, sample).map((d) => d.text),
    alarm: device.state?.alarm ?? [],
  };
}

/**
 * What to write on the device for a batch of its samples: the newest one, only when it is
 * at least as new as the stored one (deliveries arrive unordered and may repeat), and the
 * sensor facts the batch reports (`reported`, battery / firmware / protocol) that differ from
 * the device's `facts`: none when they repeat themselves.
 */
export function planDeviceUpdate(
  device: Pick<Device, 'config' | 'state' | 'sample' | 'facts'>,
  samples: readonly Sample[],
  nowMs: number,
  configError: string | null = null,
  reported: SensorFacts = {},
): { sample: Sample; state: DeviceState; facts?: SensorFacts } | undefined {
  const newest = samples.reduce<Sample | undefined>((a, s) => (!a || s.time > a.time ? s : a), undefined);
  if (!newest) return undefined;
  const stored = device.sample;
  if (stored && stored.time > newest.time) return undefined;
  const sample = stored && stored.time === newest.time ? mergeSightings(stored, newest) : newest;
  const facts = sensorFactsChanges(deviceSensorFacts(device), reported);
  return { sample, state: deriveState(device, sample, nowMs, configError), ...(facts ? { facts } : {}) };
}
