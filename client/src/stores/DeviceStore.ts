import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadedDevice } from '../data/devices';
import type { Transport } from './transport';

/** The devices of the open system, live (one listener). */
export class DeviceStore {
  devices: LoadedDevice[] = [];
  systemId: string | null = null;
  loaded = false;
  error: string | null = null;
  private unsubscribe?: () => void;

  constructor(private readonly transport: Transport) {
    makeAutoObservable<DeviceStore, 'transport' | 'unsubscribe'>(this, { transport: false, unsubscribe: false });
  }

  start(systemId: string): void {
    if (this.systemId === systemId && this.unsubscribe) return;
    this.dispose();
    this.systemId = systemId;
    this.unsubscribe = this.transport.watchDevices(
      systemId,
      (devices) =>
        runInAction(() => {
          this.devices = devices;
          this.loaded = true;
          this.error = null;
        }),
      (error) =>
        runInAction(() => {
          this.error = error.message;
          this.loaded = true;
        }),
    );
  }

  dispose(): void {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.systemId = null;
    this.devices = [];
    this.loaded = false;
    this.error = null;
  }

  get sensors(): LoadedDevice[] {
    return this.sorted('SENSOR');
  }

  get virtuals(): LoadedDevice[] {
    return this.sorted('VIRTUAL');
  }

  get gateways(): LoadedDevice[] {
    return this.sorted('GATEWAY');
  }

  private sorted(type: LoadedDevice['type']): LoadedDevice[] {
    return this.devices.filter((d) => d.type === type).sort((a, b) => (a.alias || a.sn).localeCompare(b.alias || b.sn));
  }
}
