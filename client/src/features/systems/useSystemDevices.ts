import { useEffect } from 'react';
import type { SystemView } from '../../stores/models';
import type { DeviceReadMode, DeviceStore } from '../../stores/devices/DeviceStore';
import { useFeature, useStores } from '../../stores/StoreContext';
import { devicesFeature } from '../../stores/devices/deviceStoreFeature';

/**
 * The open system and its live devices (the device store follows it while the screen shows), read
 * as `mode` says: the system page's pages, only what the screen holds, or (no screen does while it
 * shows: docs/LARGE_SYSTEMS.md) every device. Named by each screen: a whole-list read is never a default.
 */
export function useSystemDevices(
  systemId: string,
  mode: DeviceReadMode,
): { system: SystemView | undefined; devices: DeviceStore } {
  const { systems } = useStores();
  const devices = useFeature(devicesFeature);
  useEffect(() => {
    devices.start(systemId, mode);
    return () => devices.dispose();
  }, [systemId, devices, mode]);
  return { system: systems.byId(systemId), devices };
}
