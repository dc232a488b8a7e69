import { useEffect } from 'react';
import { useStores } from '../../stores/StoreContext';

/**
 * Keeps these devices of the open system live while the component shows (docs/PERFORMANCE.md):
 * the device store listens only to the devices some screen holds.
 */
export function useLiveDevices(ids: readonly string[]): void {
  const { devices } = useStores();
  // The key keeps the effect from re-running for a new array with the same ids.
  const key = ids.join('\n');
  useEffect(() => devices.watch(key ? key.split('\n') : []), [devices, key]);
}

/** Keeps every device of the open system live while the component shows and `enabled` (DeviceStore.watchAll). */
export function useAllDevicesLive(enabled: boolean): void {
  const { devices } = useStores();
  const systemId = devices.systemId;
  useEffect(() => (enabled && systemId ? devices.watchAll() : undefined), [devices, systemId, enabled]);
}
