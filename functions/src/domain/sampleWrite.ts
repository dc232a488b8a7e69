import {
  displayValues,
  isOnlineThroughGateway,
  lastSeenThroughGateway,
  sampleError,
  scaleRawValues,
  type Device,
  type DeviceState,
  type IngestSample,
  type Sample,
} from '@neuron/shared';

/** Builds the stored sample from what a gateway posted: raw values kept, values scaled by the config. */
export function toStoredSample(posted: IngestSample, gatewaySn: string, device: Pick<Device, 'config'>): Sample {
  const { values } = scaleRawValues(posted.rawValues, device.config);
  return {
    time: posted.time,
    values,
    rawValues: posted.rawValues,
    ...(posted.status !== undefined ? { status: posted.status } : {}),
    ...(posted.rssi !== undefined ? { rssi: posted.rssi } : {}),
    gatewaySn,
    gateways: { [gatewaySn]: { time: posted.time, ...(posted.rssi !== undefined ? { rssi: posted.rssi } : {}) } },
  };
}

/** The same sample heard through another gateway: keep every gateway that heard it. */
export function mergeSightings(existing: Sample, incoming: Sample): Sample {
  return { ...incoming, gateways: { ...existing.gateways, ...incoming.gateways } };
}

/** Derived state written with the sample (docs/DATA_MODEL.md), computed with the shared sensor math. */
export function deriveState(device: Pick<Device, 'config' | 'state'>, sample: Sample, nowMs: number): DeviceState {
  const error = sampleError(sample);
  return {
    sampleTime: sample.time,
    online: isOnlineThroughGateway(sample, nowMs),
    lastSeen: Math.max(lastSeenThroughGateway(sample) ?? 0, device.state?.lastSeen ?? 0),
    errorCode: error?.code ?? null,
    errorText: error?.text ?? null,
    display: displayValues(device.config, sample).map((d) => d.text),
    alarm: device.state?.alarm ?? [],
  };
}

/**
 * What to write on the device for a batch of its samples: the newest one, only when it is
 * at least as new as the stored one (deliveries arrive unordered and may repeat).
 */
export function planDeviceUpdate(
  device: Pick<Device, 'config' | 'state' | 'sample'>,
  samples: readonly Sample[],
  nowMs: number,
): { sample: Sample; state: DeviceState } | undefined {
  const newest = samples.reduce<Sample | undefined>((a, s) => (!a || s.time > a.time ? s : a), undefined);
  if (!newest) return undefined;
  const stored = device.sample;
  if (stored && stored.time > newest.time) return undefined;
  const sample = stored && stored.time === newest.time ? mergeSightings(stored, newest) : newest;
  return { sample, state: deriveState(device, sample, nowMs) };
}
