import type { DeviceType } from '@neuron/shared';

/** The path segment of each device type (SPEC.md §2: sensors, virtuals, gateways). */
export const DEVICE_SEGMENT: Record<DeviceType, 'sensors' | 'virtuals' | 'gateways'> = {
  SENSOR: 'sensors',
  VIRTUAL: 'virtuals',
  GATEWAY: 'gateways',
};

/** The device type a path segment names. */
export function typeOfSegment(segment: string | undefined): DeviceType {
  return segment === 'gateways' ? 'GATEWAY' : segment === 'virtuals' ? 'VIRTUAL' : 'SENSOR';
}

/** /systems/{systemId}/{sensors|virtuals|gateways}/{sn} */
export function deviceDetailsPath(systemId: string, device: { type: DeviceType; sn: string }): string {
  return `/systems/${encodeURIComponent(systemId)}/${DEVICE_SEGMENT[device.type]}/${encodeURIComponent(device.sn)}`;
}
