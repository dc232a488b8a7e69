import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import type { LoadedSystem } from '../../data/systems';
import type { DeviceStore } from '../../stores/DeviceStore';
import { useStores } from '../../stores/StoreContext';

/** The open system (from the route's systemId) and its live devices. */
export function useSystemDevices(): { systemId: string; system: LoadedSystem | undefined; devices: DeviceStore } {
  const { systemId = '-' } = useParams();
  const { systems, devices } = useStores();
  useEffect(() => {
    if (systemId === '-') return;
    devices.start(systemId);
    return () => devices.dispose();
  }, [systemId, devices]);
  return { systemId, system: systems.byId(systemId), devices };
}
