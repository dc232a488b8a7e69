import { action, makeObservable, observable, reaction, runInAction } from 'mobx';
import type { Device, DeviceType, SystemCounts } from '@neuron/shared';
import type { LoadedDevice } from '../../data/devices';
import { afterNextFrame } from '../afterNextFrame';
import { Listener } from '../listener';
import type { Transport } from '../transport';
import { showCachedFirst } from './cacheFirst';
import { DeviceCacheWriter } from './DeviceCacheWriter';
import { DeviceCollection } from './DeviceCollection';
import { eachDeviceLive, type LiveDeviceWatch } from './liveDevices';
import { ListMerge } from './listMerge';
import { ListStatus } from './listStatus';
import { PagedList } from './pagedList';
import { WholeList } from './wholeList';

/** How long the server has to answer before the devices shown from the local cache are said to be stale. */
export const CACHE_GRACE_MS = 1_000;

/**
 * How a screen reads the open system's devices (docs/LARGE_SYSTEMS.md):
 * - `all`: every device, WholeList: only what needs them all at once, when it runs (a backtest of a
 *   rule on every device, taking one device out of an offline rule on every device: readAllDevices);
 * - `paged`: the system page's tables, a page at a time, with server lookups (PagedList);
 * - `held`: only what the screen holds (one device's page: the device, the sensors a gateway heard).
 */
export type DeviceReadMode = 'all' | 'paged' | 'held';

/**
 * The devices of the open system. The devices on screen are kept live with one listener each,
 * held through `watch` (on a device's page, a device its live queries list is live through them). Work per update is
 * proportional to what changed. What is held and read is a DeviceCollection, merged into by a
 * ListMerge; the list's loading and staleness are a ListStatus.
 */
export class DeviceStore {
  systemId: string | null = null;
  /** The system page's paged tables and lookups (in the paged mode), and the held mode's queries. */
  pages: PagedList | null = null;
  private readonly held = new DeviceCollection();
  private readonly lists = new ListMerge(this.held);
  private readonly status = new ListStatus();
  private readonly listener = new Listener(() => this.reset());
  private cacheWriter?: DeviceCacheWriter;
  private live?: LiveDeviceWatch;
  private whole?: WholeList;
  /** Ids whose own listener has answered (found, or said by the server to be gone). */
  private readonly answeredIds = observable.set<string>();

  /** `structureOf(systemId)` changes when a device of the system comes or goes (the summary's counts): the whole list is read again. */
  constructor(
    private readonly transport: Transport,
    private readonly structureOf: (systemId: string) => string | undefined = () => undefined,
  ) {
    makeObservable<DeviceStore, 'showCached' | 'applyOne' | 'reset'>(this, {
      systemId: observable,
      pages: observable.ref,
      showCached: action,
      applyOne: action,
      reset: action,
    });
  }

  /** Follows a system's devices (null stops), read as `mode` says. */
  start(systemId: string | null, mode: DeviceReadMode = 'all'): void {
    this.listener.follow(systemId === null ? null : `${mode}\n${systemId}`, (key) =>
      this.listen(key.slice(mode.length + 1), mode),
    );
  }

  private listen(systemId: string, mode: DeviceReadMode): () => void {
    const writer = new DeviceCacheWriter(this.transport, systemId);
    const { held, lists, status } = this;
    runInAction(() => {
      this.systemId = systemId;
      if (mode !== 'all')
        this.pages = new PagedList(this.transport, systemId, writer, held, lists, status, mode === 'paged');
    });
    const pages = this.pages;
    this.cacheWriter = writer;
    const whole = mode === 'all' ? new WholeList(this.transport, systemId, writer, held, lists, status) : undefined;
    this.whole = whole;
    // The last known devices from the local database show at once (docs/CALLS.md: local storage;
    // a reload while offline keeps the dashboard), and no further once the server has answered.
    // They are said to be stale (notice, dimmed rows) only when the server has not answered within
    // CACHE_GRACE_MS: online, its answer comes well before, and an "Offline" notice flashing on
    // every open would be wrong.
    const cacheWanted = () => this.systemId === systemId && !status.serverAnswered;
    const cacheFirst =
      mode === 'held'
        ? undefined
        : showCachedFirst(
            () => this.transport.readCachedDevices(systemId, cacheWanted),
            cacheWanted,
            (cached, shown) => this.showCached(cached.devices, cached.savedAt, shown),
          );
    const graceTimer = setTimeout(() => status.endGrace(), CACHE_GRACE_MS);
    const live = eachDeviceLive(this.transport.watchDevice, systemId, (sn, device, fromServer) =>
      this.applyOne(sn, device, fromServer, writer),
    );
    this.live = live;
    whole?.read(cacheFirst?.shown);
    if (mode === 'paged') pages?.pager.begin();
    // A device added or removed (here or by another member) changes the summary's counts: the
    // whole list, or the system page's pages and lookups, are read again.
    const stopStructure = reaction(
      () => (whole || mode === 'paged' ? this.structureOf(systemId) : undefined),
      (now, before) => {
        if (before === undefined || now === before) return;
        whole?.read();
        pages?.reread();
      },
    );
    return () => {
      clearTimeout(graceTimer);
      cacheFirst?.stop();
      stopStructure();
      whole?.stop();
      pages?.stop();
      live.stopAll();
    };
  }

  /**
   * Keeps these devices live while they are on screen; returns the release. Devices not held show
   * what the last read said; on a device's page, those its live queries list are live through them.
   */
  watch(ids: readonly string[]): () => void {
    const pages = this.pages?.once === false ? this.pages : undefined;
    return this.live?.hold(pages ? ids.filter((id) => !pages.holds.has(id)) : ids) ?? (() => undefined);
  }

  /**
   * Keeps every device of the system live (one listener on the whole list) while held, in the
   * `all` mode (the other modes never read every device).
   */
  watchAll(): () => void {
    return this.whole?.watchAll() ?? (() => undefined);
  }

  /** Keeps the `size` sensors that last heard gateway `gatewaySn` live while held (paged and held modes). */
  watchHeard(gatewaySn: string, size: number): () => void {
    return this.pages?.watchHeard(gatewaySn, size) ?? (() => undefined);
  }

  /** Whether the sensors that heard a gateway have been read (all of them in the `all` mode; else watchHeard's). */
  heardLoaded(gatewaySn: string): boolean {
    return this.pages ? this.pages.heardLoaded(gatewaySn) : this.status.loaded;
  }

  /** Whether a held device's own listener has answered (the device's page can say "not found"). */
  answered(id: string): boolean {
    return this.answeredIds.has(id);
  }

  dispose(): void {
    this.listener.stop();
  }

  private reset(): void {
    this.cacheWriter?.flush();
    this.cacheWriter = undefined;
    this.live = undefined;
    this.whole = undefined;
    this.pages = null;
    this.systemId = null;
    this.lists.clear();
    this.held.bySerial = false;
    this.answeredIds.clear();
    this.status.reset();
  }

  /** Writes pending cache changes now (the page is going away). */
  flushCache(): void {
    this.cacheWriter?.flush();
  }

  /** Shows the cached devices; `shown` runs once they are on screen (or will not be). */
  private showCached(devices: Device[], savedAt: number, shown: () => void): void {
    // A late cache read never replaces what the server said; it does fill in under an offline
    // snapshot of the SDK's own cache (which may come first, and empty, when the network is down).
    if (this.status.serverAnswered) return shown();
    const wasLoaded = this.status.loaded;
    if (this.pages) this.pages.showCached(devices);
    else this.lists.addCached(devices);
    if (wasLoaded) return void (this.status.markCached(savedAt), shown());
    // Shown in the next task: mobx-react-lite renders a store change in the task that made it, and
    // taking in a thousand devices and rendering the tables made one long task (docs/FIRST_LOAD.md).
    const writer = this.cacheWriter;
    setTimeout(() => {
      if (this.cacheWriter === writer && !this.status.serverAnswered) this.status.markCached(savedAt);
      // The render happened in that task; `shown` follows its frame.
      afterNextFrame(shown);
    }, 0);
  }

  /** One held device's snapshot: a newer version, or (said by the server) its removal. */
  private applyOne(id: string, device: LoadedDevice | undefined, fromServer: boolean, writer: DeviceCacheWriter): void {
    if (writer !== this.cacheWriter) return; // a late snapshot of a system already left
    if (device || fromServer) this.answeredIds.add(id);
    if (!this.lists.takeOne(id, device, fromServer) || !fromServer || this.pages) return;
    if (device) writer.changed([device], []);
    else writer.changed([], [id]);
  }

  // What screens read: the list's state (ListStatus) and the devices (DeviceCollection).
  get loaded(): boolean {
    return this.status.loaded;
  }
  get error(): string | null {
    return this.status.error;
  }
  get stale(): boolean {
    return this.status.stale;
  }
  get staleSince(): number | null {
    return this.status.staleSince;
  }
  get staleShown(): boolean {
    return this.status.staleShown;
  }
  device(id: string): LoadedDevice | undefined {
    return this.held.device(id);
  }
  idsOf(type: DeviceType): readonly string[] {
    return this.held.idsOf(type);
  }
  get count(): number {
    return this.held.count;
  }
  countsAt(now: number): SystemCounts {
    return this.held.countsAt(now);
  }
  get devices(): LoadedDevice[] {
    return this.held.devices;
  }
  get sensors(): LoadedDevice[] {
    return this.held.sensors;
  }
  get virtuals(): LoadedDevice[] {
    return this.held.virtuals;
  }
  get gateways(): LoadedDevice[] {
    return this.held.gateways;
  }
  heardThrough(gatewaySn: string): LoadedDevice[] {
    return this.held.heardThrough(gatewaySn);
  }
}
