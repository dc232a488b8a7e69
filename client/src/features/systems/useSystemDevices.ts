import { useEffect } from 'react';
import type { SystemView } from '../../stores/models';
import type { DeviceStore } from '../../stores/devices/DeviceStore';
import { useStores } from '../../stores/StoreContext';

/** The open system and its live devices (the device store follows it while the screen shows). */
export function useSystemDevices(systemId: string): { system: SystemView | undefined; devices: DeviceStore } {
  const { systems, devices } = useStores();
  useEffect(() => {
    devices.start(systemId);
    return () => devices.dispose();
  }, [systemId, devices]);
  return { system: systems.byId(systemId), devices };
}
