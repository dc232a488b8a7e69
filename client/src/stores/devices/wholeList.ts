import { action } from 'mobx';
import type { DeviceChanges } from '../../data/devices';
import type { Transport } from '../transport';
import { readFailureText } from '../readFailure';
import { COMPARED_AT_ONCE, type Compared } from './compareHeld';
import type { DeviceCacheWriter } from './DeviceCacheWriter';
import type { DeviceCollection } from './DeviceCollection';
import { listSplits } from './listSplits';
import type { ListMerge } from './listMerge';
import type { ListStatus } from './listStatus';
import { wholeListLive, type SharedHold } from './liveDevices';

/**
 * Every device of a system, for the screens that pick from or sum up all of them (rules, events,
 * maintenance, virtual sensors' inputs; docs/LARGE_SYSTEMS.md): the REST list read once (in a worker,
 * in ranges when devices are known), merged over the cached list, and written to the local cache
 * as read; `watchAll` keeps it live through one listener on the whole collection while held. The
 * system page itself reads in pages instead (pagedList.ts). One instance per system opened.
 */
export class WholeList {
  private stopList?: () => void;
  private whole?: SharedHold;
  private stopped = false;

  constructor(
    private readonly transport: Transport,
    private readonly systemId: string,
    private readonly writer: DeviceCacheWriter,
    private readonly held: DeviceCollection,
    private readonly lists: ListMerge,
    private readonly status: ListStatus,
  ) {}

  /** Reads the server's list (once `after` has settled, when given), in ranges when devices are known. */
  read(after?: Promise<void>): void {
    this.stopList?.();
    this.stopList = this.transport.readDeviceList(
      this.systemId,
      (changes, fromServer) => {
        // A long list after held devices (the cached ones) is compared with them a slice per task, then merged.
        if (changes.upserted.length <= COMPARED_AT_ONCE || this.held.count === 0)
          return this.apply(changes, fromServer);
        void this.lists.compared(changes.upserted).then((compared) => this.apply(changes, fromServer, compared));
      },
      (error) => {
        if (!this.stopped) this.status.failed(readFailureText(error));
      },
      after,
      // Known devices (the cached ones) tell where to cut the list into ranges of its own requests.
      () => listSplits([...this.held.idsOf('SENSOR'), ...this.held.idsOf('VIRTUAL'), ...this.held.idsOf('GATEWAY')]),
      // The list as read becomes the local cache off the main thread: written from here, a
      // thousand devices were copied for it on the page's (docs/FIRST_LOAD_LATER.md).
      true,
    );
  }

  /** Keeps every device live (one listener on the whole list) while held. */
  watchAll(): () => void {
    this.whole ??= wholeListLive(this.transport.watchDevices, this.systemId, (changes, fromServer) =>
      this.apply(changes, fromServer),
    );
    return this.whole.hold();
  }

  stop(): void {
    this.stopped = true;
    this.stopList?.();
    this.stopList = undefined;
    this.whole?.stop();
    this.whole = undefined;
  }

  private readonly apply = action(
    (changes: DeviceChanges, fromServer: boolean, compared?: ReadonlyMap<string, Compared>): void => {
      if (this.stopped) return; // a late snapshot of a system already left
      const { status, writer, held } = this;
      const wasStale = status.stale;
      // A long first list (no cached one before it) is taken in now and shown in the next task, as
      // a cached one is (DeviceStore.showCached): both in one task were a long one at a thousand devices.
      const showNextTask = !status.loaded && held.count === 0 && changes.upserted.length > COMPARED_AT_ONCE;
      const newerHeld = this.lists.merge(changes, {
        // An SDK-cache-only first snapshot (offline) with fewer devices than the local cache shows
        // adds to them instead of replacing them.
        keepCached: !fromServer && status.stale && changes.initial && changes.upserted.length < held.count,
        // The server's answer wins: cached devices it does not list are gone.
        dropUnlisted: fromServer && wasStale,
        compared,
      });
      status.answered(fromServer, !showNextTask);
      if (showNextTask)
        setTimeout(() => {
          if (!this.stopped) status.answered(false);
        }, 0);
      if (!fromServer) return;
      // A list the data layer has cached as read needs only the newer copies kept over it; after the
      // cached list, only what differs from it is written (the rest is on disk already).
      if (changes.cached) {
        this.lists.forgetCached();
        writer.changed(newerHeld, []);
      } else if (wasStale) writer.sync(this.lists.sinceCached());
      else if (changes.initial) writer.replaceAll(held.devices);
      else writer.changed(changes.upserted, changes.removed);
    },
  );
}
