import type { DeviceChanges, LoadedDevice } from '../../data/devices';

/**
 * Which live queries hold each device (docs/LARGE_SYSTEMS.md, "A system of any size"). The system
 * page holds a device while one of its bounded queries lists it: a page of a table, a search, the
 * sensors a gateway heard. A query reporting a device gone (deleted, or pushed out of its window)
 * lets it go; the device leaves the store only when no query holds it any more, so a device moving
 * from one page to the next, whose two snapshots come in either order, never blinks out.
 */
export class QueryHolds {
  private readonly byHolder = new Map<string, Set<string>>();
  private readonly byId = new Map<string, Set<string>>();

  /**
   * Takes one query's snapshot (its first lists all it holds: what it held before and does not
   * list is let go). Returns the devices to keep and the ids no query holds any more.
   */
  take(holder: string, changes: DeviceChanges): { upserted: LoadedDevice[]; removed: string[] } {
    let ids = this.byHolder.get(holder);
    if (!ids) this.byHolder.set(holder, (ids = new Set()));
    const removed: string[] = [];
    if (changes.initial) {
      const listed = new Set(changes.upserted.map((d) => d.id));
      for (const id of Array.from(ids)) if (!listed.has(id)) this.letGo(holder, id, removed);
    }
    for (const d of changes.upserted) {
      ids.add(d.id);
      let holders = this.byId.get(d.id);
      if (!holders) this.byId.set(d.id, (holders = new Set()));
      holders.add(holder);
    }
    for (const id of changes.removed) this.letGo(holder, id, removed);
    return { upserted: changes.upserted, removed };
  }

  /** A query stopped: returns the ids no query holds any more. */
  release(holder: string): string[] {
    const removed: string[] = [];
    for (const id of Array.from(this.byHolder.get(holder) ?? [])) this.letGo(holder, id, removed);
    this.byHolder.delete(holder);
    return removed;
  }

  /** The ids one query holds now. */
  idsOf(holder: string): ReadonlySet<string> {
    return this.byHolder.get(holder) ?? new Set();
  }

  /** Whether a query whose name passes `test` holds this device (a page, a search of a type…). */
  heldBy(id: string, test: (holder: string) => boolean): boolean {
    for (const holder of this.byId.get(id) ?? []) if (test(holder)) return true;
    return false;
  }

  /** Whether any query holds this device (it is live through it). */
  has(id: string): boolean {
    return this.byId.has(id);
  }

  clear(): void {
    this.byHolder.clear();
    this.byId.clear();
  }

  private letGo(holder: string, id: string, removed: string[]): void {
    this.byHolder.get(holder)?.delete(id);
    const holders = this.byId.get(id);
    if (!holders?.delete(holder) || holders.size > 0) return;
    this.byId.delete(id);
    removed.push(id);
  }
}
