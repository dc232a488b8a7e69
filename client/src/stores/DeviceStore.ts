import { action, makeObservable, observable, computed, reaction, runInAction, untracked } from 'mobx';
import type { Device, DeviceType } from '@neuron/shared';
import type { DeviceChanges, LoadedDevice } from '../data/devices';
import { DeviceCacheWriter } from './DeviceCacheWriter';
import { GatewayHeardIndex } from './GatewayHeardIndex';
import { LiveDeviceWatch } from './liveDevices';
import { Listener } from './listener';
import type { Transport } from './transport';

/** How long the server has to answer before the devices shown from the local cache are said to be stale. */
export const CACHE_GRACE_MS = 1_000;

type Order = Record<DeviceType, readonly string[]>;
const EMPTY_ORDER: Order = { SENSOR: [], VIRTUAL: [], GATEWAY: [] };
const sortKey = (d: LoadedDevice) => d.alias || d.sn;
// The order of localeCompare, with the collator made once (localeCompare makes one per call).
const byName = new Intl.Collator();

/**
 * The devices of the open system (docs/PERFORMANCE.md). The list is read once when the system is
 * opened, and again when the system's summary says a device came or went; the devices on screen
 * (the rendered rows, a details page) are kept live with one listener each, held through `watch`.
 * Work per update is proportional to what changed: each device object is kept as it came (a ref,
 * never deep-wrapped) in a map so a row observes only its own entry, and the sorted id lists
 * change only when a device comes, goes or is renamed.
 */
export class DeviceStore {
  systemId: string | null = null;
  loaded = false;
  error: string | null = null;
  /** True while the devices shown come from the local cache (e.g. offline), not the server. */
  stale = false;
  /** When the cached devices were saved (ms), while stale. */
  staleSince: number | null = null;
  /** Whether the server has had CACHE_GRACE_MS to answer since the system was opened. */
  private graceOver = false;
  private readonly byId = observable.map<string, LoadedDevice>(undefined, { deep: false });
  /** Ids per type, sorted by name. */
  private order: Order = EMPTY_ORDER;
  /** The sensors each gateway heard last, kept with the devices (one instance: observers keep it). */
  private readonly heard = new GatewayHeardIndex();
  /** Ids the live listener has reported (to drop cached devices the server no longer has). */
  private liveIds = new Set<string>();
  /** When each device's own listener last delivered it (client time), to keep it over an older list read. */
  private heldAt = new Map<string, number>();
  /** Whether the server has answered since the system was opened (then the local cache is old news). */
  private serverAnswered = false;
  private readonly listener = new Listener(() => this.reset());
  private cacheWriter?: DeviceCacheWriter;
  private live?: LiveDeviceWatch;
  private stopList?: () => void;
  /** The whole list live, while a screen that sums up every device holds it (watchAll). */
  private whole?: { holds: number; writer: DeviceCacheWriter; stop?: () => void };

  /**
   * `structureOf(systemId)` is a value that changes when a device of the system is added or
   * removed (the summary's counts): the list is then read again.
   */
  constructor(
    private readonly transport: Transport,
    private readonly structureOf: (systemId: string) => string | undefined = () => undefined,
  ) {
    makeObservable<DeviceStore, 'order' | 'graceOver' | 'apply' | 'applyOne' | 'showCached' | 'reset'>(this, {
      systemId: observable,
      loaded: observable,
      error: observable,
      stale: observable,
      staleSince: observable,
      graceOver: observable,
      staleShown: computed,
      order: observable.ref,
      devices: computed,
      sensors: computed,
      virtuals: computed,
      gateways: computed,
      apply: action,
      applyOne: action,
      showCached: action,
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
    // a reload while offline keeps the dashboard), read a hundred per task, and no further once the
    // server has answered. They are said to be stale (notice, dimmed rows) only when the server has
    // not answered within CACHE_GRACE_MS: online, its answer comes well before, and an "Offline"
    // notice flashing on every open would be wrong.
    const cacheWanted = () => this.systemId === systemId && !this.serverAnswered;
    void this.transport.readCachedDevices(systemId, cacheWanted).then((cached) => {
      if (cached && cacheWanted()) this.showCached(cached.devices, cached.savedAt);
    });
    const graceTimer = setTimeout(() => runInAction(() => (this.graceOver = true)), CACHE_GRACE_MS);
    const live = new LiveDeviceWatch((sn, heard) =>
      this.transport.watchDevice(
        systemId,
        sn,
        (device, fromServer) => {
          if (fromServer) heard();
          this.applyOne(sn, device, fromServer, writer);
        },
        (error) => {
          heard();
          console.error(`device ${sn} could not be followed`, error);
        },
      ),
    );
    this.live = live;
    this.readList(systemId, writer);
    // A device added or removed (here or by another member) changes the summary's counts.
    const stopStructure = reaction(
      () => this.structureOf(systemId),
      (now, before) => {
        if (before !== undefined && now !== before) this.readList(systemId, writer);
      },
    );
    return () => {
      clearTimeout(graceTimer);
      stopStructure();
      this.stopList?.();
      this.stopList = undefined;
      live.stopAll();
      this.whole?.stop?.();
      this.whole = undefined;
    };
  }

  private readList(systemId: string, writer: DeviceCacheWriter): void {
    this.stopList?.();
    this.stopList = this.transport.readDeviceList(
      systemId,
      (changes, fromServer) => this.apply(changes, fromServer, writer),
      (error) =>
        runInAction(() => {
          this.error = error.message;
          this.loaded = true;
        }),
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
   * Returns the release.
   */
  watchAll(): () => void {
    const { systemId, cacheWriter: writer } = this;
    if (!systemId || !writer) return () => undefined;
    if (this.whole?.writer !== writer) this.whole = { holds: 0, writer };
    const whole = this.whole;
    if (whole.holds++ === 0) {
      whole.stop = this.transport.watchDevices(
        systemId,
        (changes, fromServer) => this.apply(changes, fromServer, writer),
        (error) => console.error('the device list could not be followed', error),
      );
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--whole.holds > 0) return;
      whole.stop?.();
      whole.stop = undefined;
    };
  }

  dispose(): void {
    this.listener.stop();
  }

  private reset(): void {
    this.cacheWriter?.flush();
    this.cacheWriter = undefined;
    this.live = undefined;
    this.systemId = null;
    this.byId.clear();
    this.order = EMPTY_ORDER;
    this.heard.replace([]);
    this.liveIds = new Set();
    this.heldAt = new Map();
    this.serverAnswered = false;
    this.graceOver = false;
    this.loaded = false;
    this.error = null;
    this.stale = false;
    this.staleSince = null;
  }

  /**
   * Whether to tell the user the devices shown are the last known ones: they come from the local
   * cache and the server has not answered within CACHE_GRACE_MS.
   */
  get staleShown(): boolean {
    return this.stale && this.graceOver;
  }

  /** Writes pending cache changes now (the page is going away). */
  flushCache(): void {
    this.cacheWriter?.flush();
  }

  /** One device by id; a row that reads it re-renders only when that device changes. */
  device(id: string): LoadedDevice | undefined {
    return this.byId.get(id);
  }

  /** The ids of one type, sorted by name: changes only when a device comes, goes or is renamed. */
  idsOf(type: DeviceType): readonly string[] {
    return this.order[type];
  }

  /** How many devices there are: changes only when one comes or goes (not on every update). */
  get count(): number {
    return this.byId.size;
  }

  get devices(): LoadedDevice[] {
    return Array.from(this.byId.values());
  }

  get sensors(): LoadedDevice[] {
    return this.listOf('SENSOR');
  }

  get virtuals(): LoadedDevice[] {
    return this.listOf('VIRTUAL');
  }

  get gateways(): LoadedDevice[] {
    return this.listOf('GATEWAY');
  }

  private listOf(type: DeviceType): LoadedDevice[] {
    return this.order[type].flatMap((id) => this.byId.get(id) ?? []);
  }

  /**
   * The sensors whose latest sample reached gateway `gatewaySn` (in no order). An observer re-runs
   * when one of them changes, not when any sensor of the system does: the index says when, so
   * the devices themselves are read untracked.
   */
  heardThrough(gatewaySn: string): LoadedDevice[] {
    const ids = this.heard.sensorIds(gatewaySn);
    return untracked(() => ids.flatMap((id) => this.byId.get(id) ?? []));
  }

  private showCached(devices: Device[], savedAt: number): void {
    // A late cache read never replaces what the server said; it does fill in under an offline
    // snapshot of the SDK's own cache (which may come first, and empty, when the network is down).
    if (this.serverAnswered) return;
    for (const d of devices) if (!this.byId.has(d.sn)) this.byId.set(d.sn, { ...d, id: d.sn, ref: null });
    this.reorder();
    this.heard.replace(this.byId.values());
    this.loaded = true;
    this.stale = true;
    this.staleSince = savedAt;
  }

  private apply(changes: DeviceChanges, fromServer: boolean, writer: DeviceCacheWriter): void {
    if (writer !== this.cacheWriter) return; // a late snapshot of a system already left
    if (fromServer) this.serverAnswered = true;
    const { upserted, removed, initial, since } = changes;
    const wasStale = this.stale;
    // An SDK-cache-only first snapshot (offline) with fewer devices than the local cache shows
    // adds to them instead of replacing them.
    const keepCached = !fromServer && this.stale && initial && upserted.length < this.byId.size;
    // A list read that began before a device's own listener last delivered it has an older copy.
    const kept = since === undefined ? undefined : new Map(upserted.flatMap((d) => this.newerHeld(d.id, since)));
    if (initial && !keepCached) {
      this.byId.clear();
      this.liveIds.clear();
    }
    let reorder = initial || removed.length > 0;
    for (const fresh of upserted) {
      const d = kept?.get(fresh.id) ?? fresh;
      const before = this.byId.get(d.id);
      if (!before || before.type !== d.type || sortKey(before) !== sortKey(d)) reorder = true;
      this.byId.set(d.id, d);
      this.liveIds.add(d.id);
      if (!reorder) this.heard.update(before, d);
    }
    for (const id of removed) {
      this.byId.delete(id);
      this.liveIds.delete(id);
    }
    if (fromServer && wasStale) {
      // The server's answer wins: cached devices it does not list are gone.
      for (const id of Array.from(this.byId.keys())) if (!this.liveIds.has(id)) this.byId.delete(id);
      reorder = true;
    }
    if (reorder) {
      this.reorder();
      this.heard.replace(this.byId.values());
    }
    this.loaded = true;
    this.error = null;
    this.stale = !fromServer && this.stale;
    if (!this.stale) this.staleSince = null;
    if (!fromServer) return;
    if (initial || wasStale) writer.replaceAll(this.byId.values());
    else writer.changed(upserted, removed);
  }

  /** One held device's snapshot: a newer version, or (said by the server) its removal. */
  private applyOne(id: string, device: LoadedDevice | undefined, fromServer: boolean, writer: DeviceCacheWriter): void {
    if (writer !== this.cacheWriter) return; // a late snapshot of a system already left
    if (!device) {
      // The SDK's cache not holding it says nothing; only the server can say it is gone.
      const gone = this.byId.get(id);
      if (!fromServer || !this.byId.delete(id)) return;
      this.liveIds.delete(id);
      this.heard.update(gone, undefined);
      this.reorder();
      writer.changed([], [id]);
      return;
    }
    const before = this.byId.get(id);
    this.byId.set(id, device);
    this.liveIds.add(id);
    this.heldAt.set(id, Date.now());
    this.heard.update(before, device);
    if (!before || before.type !== device.type || sortKey(before) !== sortKey(device)) this.reorder();
    if (fromServer) writer.changed([device], []);
  }

  /** The store's copy of a device, when its own listener delivered it after `since`. */
  private newerHeld(id: string, since: number): [string, LoadedDevice][] {
    const copy = this.byId.get(id);
    return copy && (this.heldAt.get(id) ?? 0) > since ? [[id, copy]] : [];
  }

  private reorder(): void {
    const next: Record<DeviceType, LoadedDevice[]> = { SENSOR: [], VIRTUAL: [], GATEWAY: [] };
    for (const d of this.byId.values()) next[d.type].push(d);
    const ids = (list: LoadedDevice[]) => list.sort((a, b) => byName.compare(sortKey(a), sortKey(b))).map((d) => d.id);
    this.order = { SENSOR: ids(next.SENSOR), VIRTUAL: ids(next.VIRTUAL), GATEWAY: ids(next.GATEWAY) };
  }
}
