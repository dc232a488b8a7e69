import { action, makeObservable, observable, computed, reaction, runInAction } from 'mobx';
import type { Device } from '@neuron/shared';
import type { DeviceChanges, LoadedDevice } from '../../data/devices';
import { afterNextFrame } from '../afterNextFrame';
import { showCachedFirst } from './cacheFirst';
import { DeviceCacheWriter } from './DeviceCacheWriter';
import { COMPARED_AT_ONCE, type Compared } from './compareHeld';
import { DeviceCollection } from './DeviceCollection';
import { eachDeviceLive, wholeListLive, type LiveDeviceWatch, type SharedHold } from './liveDevices';
import { listSplits } from './listSplits';
import { Listener } from '../listener';
import type { Transport } from '../transport';
import { readFailureText } from '../refusal';

/** How long the server has to answer before the devices shown from the local cache are said to be stale. */
export const CACHE_GRACE_MS = 1_000;

/**
 * The devices of the open system (docs/PERFORMANCE.md). The list is read once when the system is opened, and
 * again when the system's summary says a device came or went; the devices on screen (the rendered rows, a
 * details page) are kept live with one listener each, held through `watch`. Work per update is proportional
 * to what changed: the devices, their queries and the merging of snapshots are the DeviceCollection it extends.
 */
export class DeviceStore extends DeviceCollection {
  systemId: string | null = null;
  loaded = false;
  error: string | null = null;
  /** True while the devices shown come from the local cache (e.g. offline), not the server. */
  stale = false;
  /** When the cached devices were saved (ms), while stale. */
  staleSince: number | null = null;
  /** Whether the server has had CACHE_GRACE_MS to answer since the system was opened. */
  private graceOver = false;
  /** Whether the server has answered since the system was opened (then the local cache is old news). */
  private serverAnswered = false;
  private readonly listener = new Listener(() => this.reset());
  private cacheWriter?: DeviceCacheWriter;
  private live?: LiveDeviceWatch;
  private stopList?: () => void;
  /** The whole list live, while a screen that sums up every device holds it (watchAll). */
  private whole?: { writer: DeviceCacheWriter; hold: SharedHold };

  /** `structureOf(systemId)` changes when a device of the system comes or goes (the summary's counts): the list is read again. */
  constructor(
    private readonly transport: Transport,
    private readonly structureOf: (systemId: string) => string | undefined = () => undefined,
  ) {
    super();
    makeObservable<DeviceStore, 'graceOver' | 'apply' | 'applyOne' | 'showCached' | 'markCached' | 'reset'>(this, {
      systemId: observable,
      loaded: observable,
      error: observable,
      stale: observable,
      staleSince: observable,
      graceOver: observable,
      staleShown: computed,
      apply: action,
      applyOne: action,
      showCached: action,
      markCached: action,
      reset: action,
    });
  }

  /** Follows a system's devices (null stops). */
  start(systemId: string | null): void {
    this.listener.follow(systemId, (id) => this.listen(id));
  }

  private listen(systemId: string): () => void {
    runInAction(() => (this.systemId = systemId));
    const writer = new DeviceCacheWriter(this.transport, systemId);
    this.cacheWriter = writer;
    // The last known devices from the local database show at once (docs/CALLS.md: local storage;
    // a reload while offline keeps the dashboard), read a few dozen per task, and no further once the
    // server has answered. They are said to be stale (notice, dimmed rows) only when the server has
    // not answered within CACHE_GRACE_MS: online, its answer comes well before, and an "Offline"
    // notice flashing on every open would be wrong.
    const cacheWanted = () => this.systemId === systemId && !this.serverAnswered;
    const cacheFirst = showCachedFirst(
      () => this.transport.readCachedDevices(systemId, cacheWanted),
      cacheWanted,
      (cached, shown) => this.showCached(cached.devices, cached.savedAt, shown),
    );
    const graceTimer = setTimeout(() => runInAction(() => (this.graceOver = true)), CACHE_GRACE_MS);
    const live = eachDeviceLive(this.transport.watchDevice, systemId, (sn, device, fromServer) =>
      this.applyOne(sn, device, fromServer, writer),
    );
    this.live = live;
    this.readList(systemId, writer, cacheFirst.shown);
    // A device added or removed (here or by another member) changes the summary's counts.
    const stopStructure = reaction(
      () => this.structureOf(systemId),
      (now, before) => {
        if (before !== undefined && now !== before) this.readList(systemId, writer);
      },
    );
    return () => {
      clearTimeout(graceTimer);
      cacheFirst.stop();
      stopStructure();
      this.stopList?.();
      this.stopList = undefined;
      live.stopAll();
      this.whole?.hold.stop();
      this.whole = undefined;
    };
  }

  /** Reads the server's list (once `after` has settled, when given), in ranges when devices are known. */
  private readList(systemId: string, writer: DeviceCacheWriter, after?: Promise<void>): void {
    this.stopList?.();
    this.stopList = this.transport.readDeviceList(
      systemId,
      (changes, fromServer) => {
        // A long list after held devices (the cached ones) is compared with them a slice per task, then merged.
        if (changes.upserted.length <= COMPARED_AT_ONCE || this.count === 0)
          return this.apply(changes, fromServer, writer);
        void this.compared(changes.upserted).then((compared) => this.apply(changes, fromServer, writer, compared));
      },
      (error) =>
        runInAction(() => {
          this.error = readFailureText(error);
          this.loaded = true;
        }),
      after,
      // Known devices (the cached ones) tell where to cut the list into ranges of its own requests.
      () => listSplits([...this.idsOf('SENSOR'), ...this.idsOf('VIRTUAL'), ...this.idsOf('GATEWAY')]),
      // The list as read becomes the local cache off the main thread: written from here, a
      // thousand devices were copied for it on the page's (docs/PERFORMANCE.md).
      true,
    );
  }

  /**
   * Keeps these devices live while they are on screen; returns the release. Devices not held show
   * what the last read of the list said.
   */
  watch(ids: readonly string[]): () => void {
    return this.live?.hold(ids) ?? (() => undefined);
  }

  /**
   * Keeps every device of the system live (one listener on the whole list) while held, for a
   * screen that sums up all of them, such as a gateway's page (which sensors heard it lately).
   */
  watchAll(): () => void {
    const { systemId, cacheWriter: writer } = this;
    if (!systemId || !writer) return () => undefined;
    if (this.whole?.writer !== writer) {
      const hold = wholeListLive(this.transport.watchDevices, systemId, (changes, fromServer) =>
        this.apply(changes, fromServer, writer),
      );
      this.whole = { writer, hold };
    }
    return this.whole.hold.hold();
  }

  dispose(): void {
    this.listener.stop();
  }

  private reset(): void {
    this.cacheWriter?.flush();
    this.cacheWriter = undefined;
    this.live = undefined;
    this.systemId = null;
    this.clearDevices();
    this.serverAnswered = false;
    this.graceOver = false;
    this.loaded = false;
    this.error = null;
    this.stale = false;
    this.staleSince = null;
  }

  /** Whether to say the devices shown are the last known: from the local cache, no answer within CACHE_GRACE_MS. */
  get staleShown(): boolean {
    return this.stale && this.graceOver;
  }
  /** Writes pending cache changes now (the page is going away). */
  flushCache(): void {
    this.cacheWriter?.flush();
  }

  /** Shows the cached devices; `shown` runs once they are on screen (or will not be). */
  private showCached(devices: Device[], savedAt: number, shown: () => void): void {
    // A late cache read never replaces what the server said; it does fill in under an offline
    // snapshot of the SDK's own cache (which may come first, and empty, when the network is down).
    if (this.serverAnswered) return shown();
    const wasLoaded = this.loaded;
    this.addCached(devices);
    if (wasLoaded) return void (this.markCached(savedAt), shown());
    // Shown in the next task: mobx-react-lite renders a store change in the task that made it, and
    // taking in a thousand devices and rendering the tables made one long task (docs/PERFORMANCE.md).
    const writer = this.cacheWriter;
    setTimeout(() => {
      if (this.cacheWriter === writer && !this.serverAnswered) this.markCached(savedAt);
      // The render happened in that task; `shown` follows its frame.
      afterNextFrame(shown);
    }, 0);
  }

  /** The cached devices held are what the page shows, said to be stale (once the grace is over). */
  private markCached(savedAt: number): void {
    this.loaded = true;
    this.stale = true;
    this.staleSince = savedAt;
  }

  private apply(
    changes: DeviceChanges,
    fromServer: boolean,
    writer: DeviceCacheWriter,
    compared?: ReadonlyMap<string, Compared>,
  ): void {
    if (writer !== this.cacheWriter) return; // a late snapshot of a system already left
    if (fromServer) this.serverAnswered = true;
    const wasStale = this.stale;
    // A long first list (no cached one before it) is taken in now and shown in the next task, as
    // a cached one is (showCached): both in one task were a long one at a thousand devices.
    const showNextTask = !this.loaded && this.count === 0 && changes.upserted.length > COMPARED_AT_ONCE;
    const newerHeld = this.merge(changes, {
      // An SDK-cache-only first snapshot (offline) with fewer devices than the local cache shows
      // adds to them instead of replacing them.
      keepCached: !fromServer && this.stale && changes.initial && changes.upserted.length < this.count,
      // The server's answer wins: cached devices it does not list are gone.
      dropUnlisted: fromServer && wasStale,
      compared,
    });
    if (showNextTask)
      setTimeout(() => {
        if (this.cacheWriter === writer) runInAction(() => (this.loaded = true));
      }, 0);
    else this.loaded = true;
    this.error = null;
    this.stale = !fromServer && this.stale;
    if (!this.stale) this.staleSince = null;
    if (!fromServer) return;
    // A list the data layer has cached as read needs only the newer copies kept over it; after the
    // cached list, only what differs from it is written (the rest is on disk already).
    if (changes.cached) {
      this.forgetCached();
      writer.changed(newerHeld, []);
    } else if (wasStale) writer.sync(this.sinceCached());
    else if (changes.initial) writer.replaceAll(this.devices);
    else writer.changed(changes.upserted, changes.removed);
  }

  /** One held device's snapshot: a newer version, or (said by the server) its removal. */
  private applyOne(id: string, device: LoadedDevice | undefined, fromServer: boolean, writer: DeviceCacheWriter): void {
    if (writer !== this.cacheWriter) return; // a late snapshot of a system already left
    if (!this.takeOne(id, device, fromServer) || !fromServer) return;
    if (device) writer.changed([device], []);
    else writer.changed([], [id]);
  }
}
