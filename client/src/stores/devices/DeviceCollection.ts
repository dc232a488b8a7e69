import { action, computed, makeObservable, observable, untracked } from 'mobx';
import type { DeviceType, SystemCounts } from '@neuron/shared';
import type { LoadedDevice } from '../../data/devices';
import { DeviceTally } from './DeviceTally';
import { GatewayHeardIndex } from './GatewayHeardIndex';

type Order = Record<DeviceType, readonly string[]>;
const EMPTY_ORDER: Order = { SENSOR: [], VIRTUAL: [], GATEWAY: [] };
// The order of localeCompare, with the collator made once (localeCompare makes one per call).
const byName = new Intl.Collator();

/**
 * The devices the store holds and what screens read of them (docs/LARGE_SYSTEMS.md). Each device
 * object is kept as it came (a ref, never deep-wrapped) in a map so a row observes only its own
 * entry; the sorted id lists change only when a device comes, goes or is renamed; the gateway
 * index and the counts follow each change. How snapshots merge into it is ListMerge's.
 */
export class DeviceCollection {
  private readonly byId = observable.map<string, LoadedDevice>(undefined, { deep: false });
  /** Ids per type, sorted by name (or serial, bySerial). */
  private order: Order = EMPTY_ORDER;
  /** The sensors each gateway heard last, kept with the devices (one instance: observers keep it). */
  private readonly heard = new GatewayHeardIndex();
  /** The counts of the system page's line, kept as devices change. */
  private readonly tally = new DeviceTally();
  /** Sorted by serial, the order of the paged tables' server queries (docs/LARGE_SYSTEMS.md), not by name. */
  bySerial = false;

  constructor() {
    makeObservable<DeviceCollection, 'order'>(this, {
      order: observable.ref,
      devices: computed,
      sensors: computed,
      virtuals: computed,
      gateways: computed,
      clear: action,
      put: action,
      remove: action,
      reorder: action,
      reindex: action,
    });
  }

  clear(): void {
    this.byId.clear();
    this.order = EMPTY_ORDER;
    this.heard.replace([]);
    this.tally.replace([]);
  }

  /** One device by id; a row that reads it re-renders only when that device changes. */
  device(id: string): LoadedDevice | undefined {
    return this.byId.get(id);
  }

  /** The ids of one type, sorted: changes only when a device comes, goes or is renamed. */
  idsOf(type: DeviceType): readonly string[] {
    return this.order[type];
  }

  /** How many devices are held: changes only when one comes or goes (not on every update). */
  get count(): number {
    return this.byId.size;
  }

  /** Every held id (untracked use: merges). */
  ids(): string[] {
    return Array.from(this.byId.keys());
  }

  /** The counts at `now`, each device online or offline as its row shows it (DeviceTally). */
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

  /**
   * Holds a device (new or newer). Returns whether the order must be rebuilt (it came, or its type
   * or sort key changed); the gateway index follows it unless `reindexLater` (a merge rebuilds it).
   */
  put(d: LoadedDevice, reindexLater = false): boolean {
    const before = this.byId.get(d.id);
    this.byId.set(d.id, d);
    this.tally.update(before, d);
    if (!reindexLater) this.heard.update(before, d);
    return !before || before.type !== d.type || this.sortKey(before) !== this.sortKey(d);
  }

  /** Lets a device go; returns it, or undefined when none was held. The gateway index follows unless `reindexLater`. */
  remove(id: string, reindexLater = false): LoadedDevice | undefined {
    const gone = this.byId.get(id);
    if (!gone) return undefined;
    this.byId.delete(id);
    this.tally.update(gone, undefined);
    if (!reindexLater) this.heard.update(gone, undefined);
    return gone;
  }

  /** Rebuilds the gateway index and the counts from every held device (after a merge or a bulk fill). */
  reindex(counts = false): void {
    this.heard.replace(this.byId.values());
    if (counts) this.tally.replace(this.byId.values());
  }

  /** Sorts the ids again (a device came, went or was renamed); an unchanged order stays as it was. */
  reorder(): void {
    const next: Record<DeviceType, LoadedDevice[]> = { SENSOR: [], VIRTUAL: [], GATEWAY: [] };
    for (const d of this.byId.values()) next[d.type].push(d);
    const ids = (type: DeviceType) => {
      const sorted = next[type]
        .sort((a, b) =>
          this.bySerial ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : byName.compare(this.sortKey(a), this.sortKey(b)),
        )
        .map((d) => d.id);
      const held = this.order[type];
      return sorted.length === held.length && sorted.every((id, i) => id === held[i]) ? held : sorted;
    };
    const order = { SENSOR: ids('SENSOR'), VIRTUAL: ids('VIRTUAL'), GATEWAY: ids('GATEWAY') };
    const { SENSOR, VIRTUAL, GATEWAY } = this.order;
    if (order.SENSOR !== SENSOR || order.VIRTUAL !== VIRTUAL || order.GATEWAY !== GATEWAY) this.order = order;
  }

  private sortKey(d: LoadedDevice): string {
    return this.bySerial ? d.id : d.alias || d.sn;
  }
}
