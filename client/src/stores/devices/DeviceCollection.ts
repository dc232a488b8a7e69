import { action, computed, makeObservable, observable, untracked } from 'mobx';
import type { Device, DeviceType, SystemCounts } from '@neuron/shared';
import type { DeviceChanges, LoadedDevice } from '../../data/devices';
import { compareWithHeld, type Compared } from './compareHeld';
import { DeviceTally } from './DeviceTally';
import { GatewayHeardIndex } from './GatewayHeardIndex';
import { sameDevice } from './sameDevice';

type Order = Record<DeviceType, readonly string[]>;
const EMPTY_ORDER: Order = { SENSOR: [], VIRTUAL: [], GATEWAY: [] };
const sortKey = (d: LoadedDevice) => d.alias || d.sn;
// The order of localeCompare, with the collator made once (localeCompare makes one per call).
const byName = new Intl.Collator();

/** How a list snapshot merges into what is held (DeviceStore decides from where it came). */
export interface MergeOptions {
  /** An offline first snapshot smaller than the cached devices adds to them instead of replacing them. */
  keepCached: boolean;
  /** The server's answer after cached devices: those it does not list are gone. */
  dropUnlisted: boolean;
  /** What `compared` found of the listed devices beforehand (the held copy compared, and whether it was the same). */
  compared?: ReadonlyMap<string, Compared>;
}

/**
 * The devices DeviceStore holds and their queries, and the merging of list and per-device
 * snapshots into them: the part of the store that holds devices, while DeviceStore (a subclass)
 * keeps the listeners, the local cache and the stale state. Each device object is kept as
 * it came (a ref, never deep-wrapped) in a map so a row observes only its own entry, and the
 * sorted id lists change only when a device comes, goes or is renamed.
 */
export class DeviceCollection {
  private readonly byId = observable.map<string, LoadedDevice>(undefined, { deep: false });
  /** Ids per type, sorted by name. */
  private order: Order = EMPTY_ORDER;
  /** The sensors each gateway heard last, kept with the devices (one instance: observers keep it). */
  private readonly heard = new GatewayHeardIndex();
  /** The counts of the system page's line, kept as devices change. */
  private readonly tally = new DeviceTally();
  /** Ids the live listener has reported (to drop cached devices the server no longer has). */
  private liveIds = new Set<string>();
  /** When each device's own listener last delivered it (client time), to keep it over an older list read. */
  private heldAt = new Map<string, number>();
  /** The devices as read from the local cache (the very objects held then), until the cache is synced. */
  private fromCache = new Map<string, LoadedDevice>();

  constructor() {
    makeObservable<DeviceCollection, 'order' | 'reorder' | 'clearDevices' | 'addCached' | 'merge' | 'takeOne'>(this, {
      order: observable.ref,
      devices: computed,
      sensors: computed,
      virtuals: computed,
      gateways: computed,
      clearDevices: action,
      addCached: action,
      merge: action,
      takeOne: action,
      reorder: action,
    });
  }

  protected clearDevices(): void {
    this.byId.clear();
    this.order = EMPTY_ORDER;
    this.heard.replace([]);
    this.tally.replace([]);
    this.liveIds = new Set();
    this.heldAt = new Map();
    this.fromCache = new Map();
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

  /** The local cache now holds what the server listed: no device is the cached one any more. */
  protected forgetCached(): void {
    this.fromCache = new Map();
  }

  /** What the local cache lacks: devices not the very objects read from it (a merge keeps an unchanged one's), all ids. */
  protected sinceCached(): { changed: LoadedDevice[]; listed: string[] } {
    const changed: LoadedDevice[] = [];
    for (const [id, d] of this.byId) if (this.fromCache.get(id) !== d) changed.push(d);
    this.fromCache = new Map();
    return { changed, listed: Array.from(this.byId.keys()) };
  }

  /**
   * The system's counts at `now`, each device online or offline as its row shows it: an observer
   * re-runs when a device changes, and the count costs what changed, not the whole system.
   */
  countsAt(now: number): SystemCounts {
    return this.tally.countsAt(now);
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
   * The sensors whose latest sample reached gateway `gatewaySn` (in no order). An observer re-runs when one of
   * them changes, not when any sensor of the system does: the index says when (devices read untracked).
   */
  heardThrough(gatewaySn: string): LoadedDevice[] {
    const ids = this.heard.sensorIds(gatewaySn);
    return untracked(() => ids.flatMap((id) => this.byId.get(id) ?? []));
  }

  /** Fills in the cached devices not held yet. */
  protected addCached(devices: Device[]): void {
    for (const d of devices) {
      if (this.byId.has(d.sn)) continue;
      const held: LoadedDevice = { ...d, id: d.sn, ref: null };
      this.byId.set(d.sn, held);
      this.fromCache.set(d.sn, held);
    }
    this.reorder();
    this.heard.replace(this.byId.values());
    this.tally.replace(this.byId.values());
  }

  /**
   * Merges a list snapshot. A device it lists unchanged stays as held, and the sorted ids and the
   * gateway index are rebuilt only when a device came, went or was renamed: the list read that
   * follows the cached list on opening a system finds most of a thousand devices as they were,
   * and telling every observer of each of them of a change made one long task (docs/PERFORMANCE.md).
   * Returns the devices whose own listener's copy was kept, being newer than the list's.
   */
  protected merge(changes: DeviceChanges, { keepCached, dropUnlisted, compared }: MergeOptions): LoadedDevice[] {
    const { upserted, removed, initial, since } = changes;
    // A list read that began before a device's own listener last delivered it has an older copy.
    const kept = since === undefined ? undefined : new Map(upserted.flatMap((d) => this.newerHeld(d.id, since)));
    let reorder = removed.length > 0;
    if (initial && !keepCached) {
      // The whole list: what it does not list is gone.
      const listed = new Set(upserted.map((d) => d.id));
      for (const id of Array.from(this.byId.keys())) {
        if (listed.has(id)) continue;
        this.drop(id);
        reorder = true;
      }
      this.liveIds.clear();
    }
    for (const fresh of upserted) {
      const d = kept?.get(fresh.id) ?? fresh;
      const before = this.byId.get(d.id);
      this.liveIds.add(d.id);
      const known = before && compared?.get(d.id);
      if (before && (known && known.held === before ? known.same : sameDevice(before, d))) continue;
      if (!before || before.type !== d.type || sortKey(before) !== sortKey(d)) reorder = true;
      this.byId.set(d.id, d);
      this.tally.update(before, d);
      if (!reorder) this.heard.update(before, d);
    }
    for (const id of removed) {
      this.drop(id);
      this.liveIds.delete(id);
    }
    if (dropUnlisted) {
      for (const id of Array.from(this.byId.keys())) {
        if (this.liveIds.has(id)) continue;
        this.drop(id);
        reorder = true;
      }
    }
    if (reorder) {
      this.reorder();
      this.heard.replace(this.byId.values());
    }
    return kept ? Array.from(kept.values()) : [];
  }

  /** The listed devices compared with the held ones ahead of `merge`, a slice per task (compareHeld.ts). */
  protected compared(upserted: readonly LoadedDevice[]): Promise<Map<string, Compared>> {
    return compareWithHeld(upserted, (id) => this.byId.get(id));
  }

  /**
   * One held device's snapshot: a newer version, or (said by the server) its removal. Returns
   * whether it changed what is held.
   */
  protected takeOne(id: string, device: LoadedDevice | undefined, fromServer: boolean): boolean {
    if (!device) {
      // The SDK's cache not holding it says nothing; only the server can say it is gone.
      const gone = this.byId.get(id);
      if (!fromServer || !this.drop(id)) return false;
      this.liveIds.delete(id);
      this.heard.update(gone, undefined);
      this.reorder();
      return true;
    }
    const before = this.byId.get(id);
    this.byId.set(id, device);
    this.tally.update(before, device);
    this.liveIds.add(id);
    this.heldAt.set(id, Date.now());
    this.heard.update(before, device);
    if (!before || before.type !== device.type || sortKey(before) !== sortKey(device)) this.reorder();
    return true;
  }

  /** Removes a held device; returns whether there was one. */
  private drop(id: string): boolean {
    const gone = this.byId.get(id);
    if (!gone) return false;
    this.byId.delete(id);
    this.tally.update(gone, undefined);
    return true;
  }

  /** The held copy of a device, when its own listener delivered it after `since`. */
  private newerHeld(id: string, since: number): [string, LoadedDevice][] {
    const copy = this.byId.get(id);
    return copy && (this.heldAt.get(id) ?? 0) > since ? [[id, copy]] : [];
  }

  /** Sorts the ids again (a device came, went or was renamed); an unchanged order stays as it was. */
  private reorder(): void {
    const next: Record<DeviceType, LoadedDevice[]> = { SENSOR: [], VIRTUAL: [], GATEWAY: [] };
    for (const d of this.byId.values()) next[d.type].push(d);
    const ids = (type: DeviceType) => {
      const sorted = next[type].sort((a, b) => byName.compare(sortKey(a), sortKey(b))).map((d) => d.id);
      const held = this.order[type];
      return sorted.length === held.length && sorted.every((id, i) => id === held[i]) ? held : sorted;
    };
    const order = { SENSOR: ids('SENSOR'), VIRTUAL: ids('VIRTUAL'), GATEWAY: ids('GATEWAY') };
    const { SENSOR, VIRTUAL, GATEWAY } = this.order;
    if (order.SENSOR !== SENSOR || order.VIRTUAL !== VIRTUAL || order.GATEWAY !== GATEWAY) this.order = order;
  }
}
