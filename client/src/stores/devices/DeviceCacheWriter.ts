import type { Device } from '@neuron/shared';
import type { LoadedDevice } from '../../data/devices';
import type { Transport } from '../transport';

/** How often at most the local device cache is written while updates stream in. */
export const CACHE_WRITE_INTERVAL_MS = 2_000;

/** A device without its id and reference, as the cache keeps it. */
function plainDevice({ id: _id, ref: _ref, ...device }: LoadedDevice): Device {
  return device;
}

/**
 * Collects the devices that changed and writes only those to the local cache, at most once per
 * interval: a system of 1,000 sensors sampling every minute changes ~17 devices a second, and
 * rewriting all of them each time was most of the main thread's work per update.
 */
export class DeviceCacheWriter {
  private pending = new Map<string, Device | null>();
  private replace = false;
  private timer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly transport: Pick<Transport, 'saveCachedDevices'>,
    private readonly systemId: string,
    private readonly intervalMs = CACHE_WRITE_INTERVAL_MS,
  ) {}

  /**
   * The full list of a fresh server answer: the cache's old entries for the system go. Written at
   * once, not throttled: a reload soon after opening (e.g. the connection drops) must find it.
   */
  replaceAll(devices: Iterable<LoadedDevice>): void {
    this.pending.clear();
    this.replace = true;
    for (const d of devices) this.pending.set(d.id, plainDevice(d));
    this.flush();
  }

  /**
   * Devices added or changed, and ids removed. A removal is written at once, with what is pending:
   * removals are rare, and one left for the interval (or for the page's last moment, whose write
   * may not finish) brought a deleted device back on the next visit until the server answered.
   */
  changed(upserted: readonly LoadedDevice[], removed: readonly string[]): void {
    for (const d of upserted) this.pending.set(d.id, plainDevice(d));
    for (const id of removed) this.pending.set(id, null);
    if (removed.length > 0) this.flush();
    else if (this.pending.size > 0) this.schedule();
  }

  /** Writes what is pending now (on leaving the system, so no change is lost). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0 && !this.replace) return;
    const put: Device[] = [];
    const removed: string[] = [];
    for (const [id, d] of this.pending) {
      if (d) put.push(d);
      else removed.push(id);
    }
    const replace = this.replace;
    this.pending = new Map();
    this.replace = false;
    void this.transport.saveCachedDevices(this.systemId, { put, removed, replace });
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => this.flush(), this.intervalMs);
  }
}
