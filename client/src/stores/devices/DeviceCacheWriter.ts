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
  /** The ids of the system's whole list, when a write is to delete the records not among them (sync). */
  private listed?: ReadonlySet<string>;
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
    this.listed = undefined;
    for (const d of devices) this.pending.set(d.id, plainDevice(d));
    this.flush();
  }

  /**
   * The server's whole list after the cached one was shown: `changed` are the devices that differ
   * from what the cache holds (the rest is on disk as it is), `listed` the ids of the whole list,
   * and the cache's other records of the system go. Written at once, as replaceAll is; rewriting
   * all of a thousand devices when a handful had changed was most of the work after opening a
   * system (docs/FIRST_LOAD_LATER.md).
   */
  sync({ changed, listed }: { changed: Iterable<LoadedDevice>; listed: readonly string[] }): void {
    const ids = new Set(listed);
    // A change pending for a device the list no longer has is its removal.
    for (const id of this.pending.keys()) if (!ids.has(id)) this.pending.set(id, null);
    for (const d of changed) this.pending.set(d.id, plainDevice(d));
    this.listed = ids;
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
    if (this.pending.size === 0 && !this.replace && !this.listed) return;
    const put: Device[] = [];
    const removed: string[] = [];
    for (const [id, d] of this.pending) {
      if (d) put.push(d);
      else removed.push(id);
    }
    const { replace, listed } = this;
    this.pending = new Map();
    this.replace = false;
    this.listed = undefined;
    void this.transport.saveCachedDevices(this.systemId, { put, removed, replace, ...(listed && { listed }) });
  }

  private schedule(): void {
    this.timer ??= setTimeout(() => this.flush(), this.intervalMs);
  }
}
