import { featureStore } from '../featureStore';
import { DeviceStore } from './DeviceStore';

/**
 * The open system's devices, made by the first screen inside a system. The device list is read
 * again when the summary's device counts change (undefined while the system itself is not known
 * yet, so its arrival is not taken for a change). On sign-out its listeners stop before the local
 * device cache is cleared, so nothing is written back after it.
 */
export const devicesFeature = featureStore({
  make: (root) =>
    new DeviceStore(root.transport, (systemId) => {
      const system = root.systems.byId(systemId);
      const s = system?.summary;
      return system && (s ? `${s.sensors}/${s.virtuals}/${s.gateways}` : 'no summary');
    }),
  beforeSignOut: (store) => store.dispose(),
  // Device changes are cached at most every few seconds: what is pending goes when the page does.
  pageHide: (store) => store.flushCache(),
  dispose: (store) => store.dispose(),
});
