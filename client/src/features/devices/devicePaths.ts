import type { DeviceType } from '@neuron/shared';

/** The path segment of each device type (docs/ROUTES.md: sensors, virtuals, gateways). */
export const DEVICE_SEGMENT: Record<DeviceType, 'sensors' | 'virtuals' | 'gateways'> = {
  SENSOR: 'sensors',
  VIRTUAL: 'virtuals',
  GATEWAY: 'gateways',
};

/** The device type a device route is about, by route name (sensordetails, addVirtual, gatewayedit, …). */
export function typeOfRoute(routeName: string): DeviceType {
  const name = routeName.toLowerCase();
  return name.includes('gateway') ? 'GATEWAY' : name.includes('virtual') ? 'VIRTUAL' : 'SENSOR';
}

/** /systems/{systemId}/{sensors|virtuals|gateways}/{sn} */
export function deviceDetailsPath(systemId: string, device: { type: DeviceType; sn: string }): string {
  return `/systems/${encodeURIComponent(systemId)}/${DEVICE_SEGMENT[device.type]}/${encodeURIComponent(device.sn)}`;
}
