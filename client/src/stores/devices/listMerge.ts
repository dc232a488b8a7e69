import { action, makeObservable } from 'mobx';
import type { Device } from '@neuron/shared';
import type { DeviceChanges, LoadedDevice } from '../../data/devices';
import { compareWithHeld, type Compared } from './compareHeld';
import type { DeviceCollection } from './DeviceCollection';
import { sameDevice } from './sameDevice';

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
 * How snapshots (a list read, a query's changes, one device's listener, the local cache) merge
 * into the held devices, and what it takes to do so rightly: which devices a listener reported
 * (to drop cached ones the server no longer has), when each device's own listener last delivered
 * it (to keep it over an older list read), and which are still the very objects read from the
 * local cache (so that only the others are written back).
 */
export class ListMerge {
  /** Ids a listener has reported (to drop cached devices the server no longer has). */
  private liveIds = new Set<string>();
  /** When each device's own listener last delivered it (client time), to keep it over an older list read. */
  private heldAt = new Map<string, number>();
  /** The devices as read from the local cache (the very objects held then), until the cache is synced. */
  private fromCache = new Map<string, LoadedDevice>();

  constructor(private readonly held: DeviceCollection) {
    makeObservable(this, { clear: action, addCached: action, merge: action, takeOne: action });
  }

  clear(): void {
    this.held.clear();
    this.liveIds = new Set();
    this.heldAt = new Map();
    this.fromCache = new Map();
  }

  /** The local cache now holds what the server listed: no device is the cached one any more. */
  forgetCached(): void {
    this.fromCache = new Map();
  }

  /** What the local cache lacks: devices not the very objects read from it (a merge keeps an unchanged one's), all ids. */
  sinceCached(): { changed: LoadedDevice[]; listed: string[] } {
    const changed: LoadedDevice[] = [];
    const listed = this.held.ids();
    for (const id of listed) {
      const d = this.held.device(id)!;
      if (this.fromCache.get(id) !== d) changed.push(d);
    }
    this.fromCache = new Map();
    return { changed, listed };
  }

  /** Fills in the cached devices not held yet; returns those added. */
  addCached(devices: readonly Device[]): LoadedDevice[] {
    const added: LoadedDevice[] = [];
    for (const d of devices) {
      if (this.held.device(d.sn)) continue;
      const held: LoadedDevice = { ...d, id: d.sn, ref: null };
      this.held.put(held, true);
      this.fromCache.set(d.sn, held);
      added.push(held);
    }
    this.held.reorder();
    this.held.reindex();
    return added;
  }

  /**
   * Merges a list snapshot. A device it lists unchanged stays as held, and the sorted ids and the
   * gateway index are rebuilt only when a device came, went or was renamed: the list read that
   * follows the cached list on opening a system finds most of a thousand devices as they were,
   * and telling every observer of each of them of a change made one long task (docs/FIRST_LOAD.md).
   * Returns the devices whose own listener's copy was kept, being newer than the list's.
   */
  merge(changes: DeviceChanges, { keepCached, dropUnlisted, compared }: MergeOptions): LoadedDevice[] {
    const { upserted, removed, initial, since } = changes;
    const held = this.held;
    // A list read that began before a device's own listener last delivered it has an older copy.
    const kept = since === undefined ? undefined : new Map(upserted.flatMap((d) => this.newerHeld(d.id, since)));
    let reorder = removed.length > 0;
    if (initial && !keepCached) {
      // The whole list: what it does not list is gone.
      const listed = new Set(upserted.map((d) => d.id));
      for (const id of held.ids()) if (!listed.has(id) && held.remove(id, true)) reorder = true;
      this.liveIds.clear();
    }
    for (const fresh of upserted) {
      const d = kept?.get(fresh.id) ?? fresh;
      const before = held.device(d.id);
      this.liveIds.add(d.id);
      const known = before && compared?.get(d.id);
      if (before && (known && known.held === before ? known.same : sameDevice(before, d))) continue;
      if (held.put(d, reorder)) reorder = true;
    }
    for (const id of removed) {
      held.remove(id, true);
      this.liveIds.delete(id);
    }
    if (dropUnlisted) for (const id of held.ids()) if (!this.liveIds.has(id) && held.remove(id, true)) reorder = true;
    if (reorder) {
      held.reorder();
      held.reindex();
    }
    return kept ? Array.from(kept.values()) : [];
  }

  /** The listed devices compared with the held ones ahead of `merge`, a slice per task (compareHeld.ts). */
  compared(upserted: readonly LoadedDevice[]): Promise<Map<string, Compared>> {
    return compareWithHeld(upserted, (id) => this.held.device(id));
  }

  /**
   * One held device's snapshot: a newer version, or (said by the server) its removal. Returns
   * whether it changed what is held.
   */
  takeOne(id: string, device: LoadedDevice | undefined, fromServer: boolean): boolean {
    if (!device) {
      // The SDK's cache not holding it says nothing; only the server can say it is gone.
      if (!fromServer || !this.held.remove(id)) return false;
      this.liveIds.delete(id);
      this.held.reorder();
      return true;
    }
    this.liveIds.add(id);
    this.heldAt.set(id, Date.now());
    if (this.held.put(device)) this.held.reorder();
    return true;
  }

  /** The held copy of a device, when its own listener delivered it after `since`. */
  private newerHeld(id: string, since: number): [string, LoadedDevice][] {
    const copy = this.held.device(id);
    return copy && (this.heldAt.get(id) ?? 0) > since ? [[id, copy]] : [];
  }
}
