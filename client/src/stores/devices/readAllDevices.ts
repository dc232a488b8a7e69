import { when } from 'mobx';
import type { LoadedDevice } from '../../data/devices';
import type { DeviceStore } from './DeviceStore';

/**
 * Every device of a system, read by the device store's whole list (its `all` mode) and handed over
 * once it has come: for what needs them all at once (a backtest of a rule on every device), asked
 * only when it runs. The store keeps following the list until the screen disposes it.
 */
export async function readAllDevices(devices: DeviceStore, systemId: string): Promise<LoadedDevice[]> {
  devices.start(systemId, 'all');
  await when(() => devices.systemId === systemId && (devices.loaded || devices.error !== null));
  if (devices.error !== null && !devices.loaded) throw new Error(devices.error);
  return devices.devices;
}
