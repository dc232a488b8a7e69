import { action, makeObservable, observable, runInAction } from 'mobx';
import type { DeviceType } from '@neuron/shared';
import type { DeviceChanges, LoadedDevice } from '../../data/devices';
import type { DeviceQuery } from '../../data/deviceQueries';
import { readFailureText } from '../readFailure';
import type { Transport } from '../transport';
import { DevicePager } from './DevicePager';
import { matchesFind } from './findMatch';
import { eachDeviceLive, type LiveDeviceWatch } from './liveDevices';
import { QueryHolds } from './queryHolds';

/** How long typing pauses before the server is asked (as the system page's find box). */
export const LOOKUP_DELAY_MS = 250;
/** The most picked devices read by id for their names (the rest show their serials). */
export const PICKED_READ_MAX = 100;

/**
 * What a device picker reads (rule targets, maintenance windows, a virtual sensor's inputs, the
 * event screens' device; docs/LARGE_SYSTEMS.md): of the types it offers, the first page of each in
 * serial order and the next on request, or, while text is typed, the server's lookups of it (by
 * serial and name prefix, and by a word inside the name: `nameWords`). The devices picked are read
 * by id, so their names show whatever page they are on. Every read is bounded, whatever the fleet;
 * one picker, one lookup (the system page's tables keep theirs).
 */
export class DeviceLookup {
  /** The text typed (filters at once; the server is asked after a pause). */
  text = '';
  error: string | null = null;
  private readonly holds = new QueryHolds();
  private readonly listed = observable.map<string, LoadedDevice>(undefined, { deep: false });
  private readonly picked = observable.map<string, LoadedDevice | null>(undefined, { deep: false });
  /** The pages and lookups of the current start (a fresh one each start: React may start twice). */
  private pager: DevicePager;
  private readonly live: LiveDeviceWatch;
  private timer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly transport: Transport,
    private readonly systemId: string,
    readonly types: readonly DeviceType[],
  ) {
    this.pager = this.newPager();
    this.live = eachDeviceLive(transport.watchDevice, systemId, (sn, device, fromServer) => {
      if (device || fromServer) runInAction(() => this.picked.set(sn, device ?? null));
    });
    makeObservable<DeviceLookup, 'pager'>(this, {
      text: observable,
      error: observable,
      pager: observable.ref,
      setText: action,
    });
  }

  /** Reads the first pages (and the text's lookups, if any); returns the stop (every query and listener). */
  start(): () => void {
    const pager = this.newPager();
    runInAction(() => (this.pager = pager));
    pager.begin();
    if (this.text.trim()) for (const type of this.types) pager.find(type, this.text);
    return () => {
      clearTimeout(this.timer);
      pager.stopAll();
      this.live.stopAll();
      this.holds.clear();
      runInAction(() => this.listed.clear());
    };
  }

  private newPager(): DevicePager {
    const pager: DevicePager = new DevicePager(
      (q, holder) => this.startQuery(q, holder, () => pager === this.pager),
      this.holds,
      (holder) => this.release(holder),
      this.types,
    );
    return pager;
  }

  /** The find box's text: the rows read so far are filtered at once, the server asked after a pause. */
  setText(text: string): void {
    this.text = text;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      for (const type of this.types) this.pager.find(type, text);
    }, LOOKUP_DELAY_MS);
  }

  /** Whether the first pages have answered (before, the picker says it is loading, never "none"). */
  get loaded(): boolean {
    return this.pager.firstAnswered;
  }

  /** Whether the text typed has been looked up on the server and every lookup has answered. */
  get searched(): boolean {
    const text = this.text.trim();
    return this.types.every((t) => {
      const l = this.pager.lookup(t);
      return text === '' ? l === null : l?.text === text && l.answered;
    });
  }

  /**
   * The devices to offer, in serial order per type: the pages read, or, with text, what the
   * lookups found and the pages hold whose serial or name contains it.
   */
  get rows(): LoadedDevice[] {
    const needle = this.text.trim().toLowerCase();
    const rows: LoadedDevice[] = [];
    for (const type of this.types) {
      const ids = [...this.listed.keys()].filter(
        (id) => this.pager.isRow(id, type) || (needle !== '' && this.pager.isFound(id, type)),
      );
      for (const id of ids.sort()) {
        const d = this.listed.get(id)!;
        if (matchesFind(d, needle)) rows.push(d);
      }
    }
    return rows;
  }

  /** Whether a next page may exist (offered while no text is typed). */
  get hasMore(): boolean {
    return this.text.trim() === '' && this.types.some((t) => this.pager.hasMore(t));
  }

  /** Whether a page is being read. */
  get loadingMore(): boolean {
    return this.types.some((t) => this.pager.loading(t));
  }

  /** Reads the next page of each type that has one. */
  more(): void {
    for (const type of this.types) this.pager.more(type);
  }

  /** A device read by a query or as picked; null when the server said a picked one is gone. */
  device(sn: string): LoadedDevice | null | undefined {
    return this.listed.get(sn) ?? this.picked.get(sn);
  }

  /** Keeps the picked devices read by id (the first PICKED_READ_MAX), for their names; returns the release. */
  holdPicked(sns: readonly string[]): () => void {
    return this.live.hold(sns.slice(0, PICKED_READ_MAX));
  }

  /** A query of the pager `current` says is this lookup's (a late snapshot of a stopped one is dropped). */
  private startQuery(q: DeviceQuery, holder: string, current: () => boolean): () => void {
    return this.transport.watchDeviceQuery(
      this.systemId,
      q,
      (changes) => current() && this.take(holder, changes),
      (error) => current() && runInAction(() => (this.error = readFailureText(error))),
    );
  }

  private readonly take = action((holder: string, changes: DeviceChanges): void => {
    const { upserted, removed } = this.holds.take(holder, changes);
    for (const d of upserted) this.listed.set(d.id, d);
    for (const id of removed) this.listed.delete(id);
    this.pager.answered(holder);
  });

  private readonly release = action((holder: string): void => {
    for (const id of this.holds.release(holder)) this.listed.delete(id);
  });
}
