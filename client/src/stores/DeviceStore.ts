import { makeAutoObservable, runInAction } from 'mobx';
import type { Device } from '@neuron/shared';
import type { LoadedDevice } from '../data/devices';
import { Listener } from './listener';
import type { Transport } from './transport';

/** A device without its id and reference, as the cache keeps it. */
function plainDevice({ id: _id, ref: _ref, ...device }: LoadedDevice): Device {
  return device;
}

/** The devices of the open system, live (one listener). */
export class DeviceStore {
  devices: LoadedDevice[] = [];
  systemId: string | null = null;
  loaded = false;
  error: string | null = null;
  /** True while the devices shown come from the local cache (e.g. offline), not the server. */
  stale = false;
  /** When the cached devices were saved (ms), while stale. */
  staleSince: number | null = null;
  private readonly listener = new Listener(() => this.reset());

  constructor(private readonly transport: Transport) {
    makeAutoObservable<DeviceStore, 'transport' | 'listener'>(this, { transport: false, listener: false });
  }

  /** Follows a system's devices (null stops). */
  start(systemId: string | null): void {
    this.listener.follow(systemId, (id) => this.listen(id));
  }

  private listen(systemId: string): () => void {
    this.systemId = systemId;
    // The last known devices from the local database show at once, marked stale, until the
    // server answers (docs/CALLS.md: local storage; a reload while offline keeps the dashboard).
    void this.transport.readCachedDevices(systemId).then((cached) =>
      runInAction(() => {
        if (!cached || this.systemId !== systemId || (this.loaded && !this.stale)) return;
        this.devices = cached.devices.map((d) => ({ ...d, id: d.sn, ref: null }));
        this.loaded = true;
        this.stale = true;
        this.staleSince = cached.savedAt;
      }),
    );
    return this.transport.watchDevices(
      systemId,
      (devices, fromServer) =>
        runInAction(() => {
          // An SDK-cache-only snapshot (offline) never replaces cached devices with less.
          if (!fromServer && this.stale && devices.length < this.devices.length) return;
          this.devices = devices;
          this.loaded = true;
          this.error = null;
          this.stale = !fromServer && this.stale;
          if (!this.stale) this.staleSince = null;
          if (fromServer) void this.transport.saveCachedDevices(systemId, devices.map(plainDevice));
        }),
      (error) =>
        runInAction(() => {
          this.error = error.message;
          this.loaded = true;
        }),
    );
  }

  dispose(): void {
    this.listener.stop();
  }

  private reset(): void {
    this.systemId = null;
    this.devices = [];
    this.loaded = false;
    this.error = null;
    this.stale = false;
    this.staleSince = null;
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
