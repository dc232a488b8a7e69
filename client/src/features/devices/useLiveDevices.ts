import { useEffect } from 'react';
import { useFeature } from '../../stores/StoreContext';
import { devicesFeature } from '../../stores/devices/deviceStoreFeature';

/**
 * Keeps these devices of the open system live while the component shows (docs/LARGE_SYSTEMS.md):
 * the device store listens only to the devices some screen holds.
 */
export function useLiveDevices(ids: readonly string[]): void {
  const devices = useFeature(devicesFeature);
  // The key keeps the effect from re-running for a new array with the same ids.
  const key = ids.join('\n');
  useEffect(() => devices.watch(key ? key.split('\n') : []), [devices, key]);
}

/**
 * Keeps the `size` sensors that last heard gateway `gatewaySn` (null: none) read and live while the
 * component shows: a query of those sensors, not the system's whole list (docs/LARGE_SYSTEMS.md).
 */
export function useHeardSensors(gatewaySn: string | null, size: number): void {
  const devices = useFeature(devicesFeature);
  const systemId = devices.systemId;
  const pages = devices.pages;
  useEffect(
    () => (gatewaySn && systemId && pages ? devices.watchHeard(gatewaySn, size) : undefined),
    [devices, systemId, pages, gatewaySn, size],
  );
}
