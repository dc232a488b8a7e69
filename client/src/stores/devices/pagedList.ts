import { action, observable } from 'mobx';
import { DEVICE_TYPES, type Device, type DeviceType } from '@neuron/shared';
import type { DeviceChanges } from '../../data/devices';
import type { DeviceQuery } from '../../data/deviceQueries';
import type { Transport } from '../transport';
import { readFailureText } from '../readFailure';
import type { DeviceCacheWriter } from './DeviceCacheWriter';
import type { DeviceCollection } from './DeviceCollection';
import { DevicePager, PAGE_SIZE } from './DevicePager';
import { matchesFind } from './findMatch';
import type { ListMerge } from './listMerge';
import type { ListStatus } from './listStatus';
import { QueryHolds } from './queryHolds';
import { QueryReads } from './queryReads';

/** The first page of a type: what the local cache keeps of the system (docs/LARGE_SYSTEMS.md). */
const firstPage = (type: DeviceType) => `page:${type}:`;
/** The cached devices shown until the first pages answer, held as rows of their tables. */
const cachedPage = (type: DeviceType) => `page:${type}:\ncached`;
/**
 * How often the system page reads again the sensors a gateway's row shows (those it heard last):
 * live, that query would change with nearly every sample through the gateway (a billed read each,
 * and on the emulator a query evaluated again on every write: docs/LARGE_SYSTEMS.md).
 */
export const HEARD_REREAD_MS = 30_000;

/**
 * The system page's devices read in bounded queries (docs/LARGE_SYSTEMS.md, "A system of any
 * size"): the tables' pages and find-box lookups (DevicePager), the sensors a gateway's row or page
 * shows (`watchHeard`). What one open reads is the first page of each table, whatever the size of
 * the fleet. In the `paged` mode each is read once (QueryReads), the rows on screen being live
 * through a listener of their own (DeviceStore.watch), and read again when a device comes or goes
 * (`reread`: the summary's counts changed), so an added or removed device reaches the page as its
 * query's change; in the `held` mode (a device's page) the gateway's sensors are a live query. The
 * local cache keeps the first page of each table, so it stays small, and shows it until the server answers.
 */
export class PagedList {
  readonly holds = new QueryHolds();
  readonly pager: DevicePager;
  private stopped = false;
  /** Whether the first pages' server answer has replaced the cached rows and the cache. */
  private synced = false;
  private readonly heardHolds = new Map<string, { count: number; stops: (() => void)[] }>();
  /** The gateways whose heard sensors' queries have answered (their page can say "none"). */
  private readonly heardAnswered = observable.set<string>();
  private readonly heardGateway = new Map<string, string>();
  private readonly reads: QueryReads;
  private readonly heardTimer?: ReturnType<typeof setInterval>;

  constructor(
    private readonly transport: Transport,
    private readonly systemId: string,
    private readonly writer: DeviceCacheWriter,
    private readonly held: DeviceCollection,
    private readonly lists: ListMerge,
    private readonly status: ListStatus,
    /** Whether the queries are read once (the system page) rather than live (a device's page). */
    readonly once: boolean,
  ) {
    held.bySerial = true;
    this.reads = new QueryReads(transport.readDeviceQuery, systemId, this.take, (error) => this.failed(error));
    if (once) this.heardTimer = setInterval(() => this.reads.rereadAll((h) => h.startsWith('heard:')), HEARD_REREAD_MS);
    this.pager = new DevicePager(
      (q, holder) => this.start(q, holder),
      this.holds,
      (holder) => this.release(holder),
    );
  }

  /** Shows the cached first pages (the local cache's copy) as rows until the server's pages come. */
  readonly showCached = action((devices: readonly Device[]): void => {
    for (const type of DEVICE_TYPES) {
      const page = devices
        .filter((d) => d.type === type)
        .sort((a, b) => (a.sn < b.sn ? -1 : a.sn > b.sn ? 1 : 0))
        .slice(0, PAGE_SIZE);
      const added = this.lists.addCached(page);
      this.holds.take(cachedPage(type), { upserted: added, removed: [], initial: true });
    }
  });

  /** The rows of a type's table: the devices its pages (or, until they answer, the cached first page) list, in serial order. */
  rowsOf(type: DeviceType): string[] {
    return this.held.idsOf(type).filter((id) => this.pager.isRow(id, type));
  }

  /**
   * The rows a find box shows for `text`: what the server's lookups by serial and name prefix
   * found among every device of the type, and the rows already read whose serial or name holds it.
   */
  foundOf(type: DeviceType, text: string): string[] {
    // What an earlier lookup found shows while the next one is asked, only where it still matches.
    return this.held.idsOf(type).filter((id) => {
      const d = this.held.device(id);
      return !!d && (this.pager.isFound(id, type) || this.pager.isRow(id, type)) && matchesFind(d, text);
    });
  }

  /** Keeps the `size` sensors that last heard gateway `gatewaySn` live and held, while held. */
  watchHeard(gatewaySn: string, size: number): () => void {
    const key = `${gatewaySn}\n${size}`;
    let entry = this.heardHolds.get(key);
    if (!entry) {
      const queries: DeviceQuery[] = [{ kind: 'heardBy', gatewaySn, size }];
      const holders = queries.map((q) => `heard:${q.kind}:${key}`);
      for (const holder of holders) this.heardGateway.set(holder, gatewaySn);
      entry = { count: 0, stops: queries.map((q, i) => this.start(q, holders[i]!)) };
      this.heardHolds.set(key, entry);
    }
    entry.count++;
    let released = false;
    return () => {
      if (released || --entry.count > 0) return;
      released = true;
      this.heardHolds.delete(key);
      entry.stops.forEach((stop) => stop());
      this.release(`heard:heardBy:${key}`);
    };
  }

  /** Whether the sensors that heard this gateway have been read (its page shows them, or says none). */
  heardLoaded(gatewaySn: string): boolean {
    return this.heardAnswered.has(gatewaySn);
  }

  /** A device came or went (the summary's counts changed): every query read once is read again. */
  reread(): void {
    if (!this.stopped) this.reads.rereadAll();
  }

  stop(): void {
    this.stopped = true;
    clearInterval(this.heardTimer);
    this.reads.stopAll();
    this.pager.stopAll();
    for (const { stops } of this.heardHolds.values()) stops.forEach((stop) => stop());
    this.heardHolds.clear();
    this.holds.clear();
  }

  private start(q: DeviceQuery, holder: string): () => void {
    if (this.once) return this.reads.start(q, holder);
    return this.transport.watchDeviceQuery(
      this.systemId,
      q,
      (changes, fromServer) => this.take(holder, changes, fromServer),
      (error) => this.failed(error),
    );
  }

  private failed(error: Error): void {
    if (!this.stopped) this.status.failed(readFailureText(error));
  }

  private readonly take = action((holder: string, changes: DeviceChanges, fromServer: boolean): void => {
    if (this.stopped) return; // a late snapshot of a system already left
    const { upserted, removed } = this.holds.take(holder, changes);
    // A read that began before a row's own listener delivered it keeps the listener's copy (`since`).
    const { since } = changes;
    this.lists.merge({ upserted, removed, initial: false, since }, { keepCached: false, dropUnlisted: false });
    this.pager.answered(holder);
    const gateway = this.heardGateway.get(holder);
    if (gateway !== undefined) this.heardAnswered.add(gateway);
    this.status.answered(fromServer, this.pager.firstAnswered || this.status.loaded);
    if (!fromServer) return;
    if (!this.synced && this.pager.firstAnswered) return this.sync();
    if (this.synced && DEVICE_TYPES.some((t) => holder === firstPage(t)))
      this.writer.changed(changes.upserted, changes.removed);
  });

  /** The first pages have answered: cached rows they do not list go, and the cache becomes those pages. */
  private sync(): void {
    this.synced = true;
    for (const type of DEVICE_TYPES) this.release(cachedPage(type));
    const first = DEVICE_TYPES.flatMap((t) => [...this.holds.idsOf(firstPage(t))]);
    this.lists.forgetCached();
    this.writer.sync({ changed: first.flatMap((id) => this.held.device(id) ?? []), listed: first });
  }

  private readonly release = action((holder: string): void => {
    const gone = this.holds.release(holder);
    if (gone.length > 0)
      this.lists.merge({ upserted: [], removed: gone, initial: false }, { keepCached: false, dropUnlisted: false });
  });
}
