import type { DeviceChanges, LoadedDevice } from '../../data/devices';
import type { Transport } from '../transport';

/**
 * Listeners started per slice (see LiveDeviceWatch). Six first snapshots taken in together were
 * 15–30 ms of one task on a desktop (a long one on a phone); three stay under the 12 ms that
 * Lighthouse's slowed CPU counts as blocking (docs/LARGE_SYSTEMS.md).
 */
export const STARTS_PER_SLICE = 3;
/** The pause between one slice's listeners being answered and the next slice's start. */
export const SLICE_GAP_MS = 40;

/** How long a slice may wait for its listeners' first answer before the next slice starts anyway. */
export const SLICE_WAIT_MS = 1_500;

/**
 * Ref-counted live listeners, one per device id, for the devices on screen (docs/LARGE_SYSTEMS.md).
 * A listener nobody holds any more stops after a grace period, so scrolling through a long table,
 * or a row that re-mounts, does not stop and restart listeners on every frame.
 *
 * Starting a listener, and taking in its first snapshot, costs the Firestore SDK a few
 * milliseconds; a table that mounts forty rows would spend that all in one task and hold up the
 * page (the rows already show what the list read said). So they start a few at a time, in slices,
 * each in a task of its own: the first right after the task that asked (which is often React
 * committing the rows, already a long one), each next one a moment after the server answered
 * the slice before (`heard`; at most SLICE_WAIT_MS later). Started on a timer alone, the slices
 * queued up while the SDK was still opening its channel, and their first snapshots then all
 * came back in one answer, taken in by one long task.
 */
export class LiveDeviceWatch {
  private readonly entries = new Map<
    string,
    { count: number; stop?: () => void; timer?: ReturnType<typeof setTimeout> }
  >();
  private readonly queue: string[] = [];
  private sliceTimer?: ReturnType<typeof setTimeout>;
  /** Slices started so far: a late answer to an earlier slice does not start another. */
  private slices = 0;

  constructor(
    /** Starts a listener; it calls `heard` once the server has answered it (or it failed). */
    private readonly start: (id: string, heard: () => void) => () => void,
    private readonly graceMs = 5_000,
  ) {}

  /** Keeps `ids` live until the returned release is called (once; later calls do nothing). */
  hold(ids: readonly string[]): () => void {
    for (const id of ids) {
      let entry = this.entries.get(id);
      if (!entry) {
        entry = { count: 0 };
        this.entries.set(id, entry);
        this.queue.push(id);
      }
      entry.count++;
      clearTimeout(entry.timer);
      entry.timer = undefined;
    }
    if (this.sliceTimer === undefined && this.queue.length > 0)
      this.sliceTimer = setTimeout(() => this.startSlice(), 0);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const id of ids) this.release(id);
    };
  }

  /** How many devices have a listener (held, or within their grace period; started or queued). */
  get size(): number {
    return this.entries.size;
  }

  /** Stops every listener at once (the system was left). */
  stopAll(): void {
    this.slices++;
    clearTimeout(this.sliceTimer);
    this.sliceTimer = undefined;
    this.queue.length = 0;
    for (const entry of this.entries.values()) {
      clearTimeout(entry.timer);
      entry.stop?.();
    }
    this.entries.clear();
  }

  private startSlice(): void {
    this.sliceTimer = undefined;
    const slice = ++this.slices;
    const ids: string[] = [];
    while (ids.length < STARTS_PER_SLICE && this.queue.length > 0) {
      const id = this.queue.shift()!;
      const entry = this.entries.get(id);
      if (entry && !entry.stop) ids.push(id); // else let go (and removed) before its turn
    }
    let waiting = ids.length;
    const nextSlice = (afterMs: number) => {
      clearTimeout(this.sliceTimer);
      this.sliceTimer = this.queue.length > 0 ? setTimeout(() => this.startSlice(), afterMs) : undefined;
    };
    for (const id of ids) {
      let heard = false;
      this.entries.get(id)!.stop = this.start(id, () => {
        if (heard) return;
        heard = true;
        // Only the slice in progress moves the queue on (not one the wait already gave up on).
        if (--waiting === 0 && slice === this.slices) nextSlice(SLICE_GAP_MS);
      });
    }
    if (waiting > 0) nextSlice(SLICE_WAIT_MS);
    else nextSlice(SLICE_GAP_MS);
  }

  private release(id: string): void {
    const entry = this.entries.get(id);
    if (!entry || --entry.count > 0) return;
    entry.timer = setTimeout(() => {
      if (entry.count > 0 || this.entries.get(id) !== entry) return;
      entry.stop?.();
      this.entries.delete(id);
    }, this.graceMs);
  }
}

/**
 * One listener shared by every holder: started by the first hold, stopped when the last holder
 * releases it (or by `stop`). DeviceStore.watchAll keeps the whole device list live this way.
 */
export class SharedHold {
  private holds = 0;
  private stopListener?: () => void;

  constructor(private readonly start: () => () => void) {}

  /** Holds the listener; returns the release (once; later calls do nothing). */
  hold(): () => void {
    if (this.holds++ === 0) this.stopListener = this.start();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.holds > 0) return;
      this.stop();
    };
  }

  /** Stops the listener now (its holders' releases then do nothing more). */
  stop(): void {
    this.stopListener?.();
    this.stopListener = undefined;
  }
}

/** One listener per held device of a system (`watchDevice`), each snapshot handed to `take`. */
export function eachDeviceLive(
  watchDevice: Transport['watchDevice'],
  systemId: string,
  take: (sn: string, device: LoadedDevice | undefined, fromServer: boolean) => void,
): LiveDeviceWatch {
  return new LiveDeviceWatch((sn, heard) =>
    watchDevice(
      systemId,
      sn,
      (device, fromServer) => {
        if (fromServer) heard();
        take(sn, device, fromServer);
      },
      (error) => {
        heard();
        console.error(`device ${sn} could not be followed`, error);
      },
    ),
  );
}

/** The whole device list of a system live (`watchDevices`) while held, each change to `take`. */
export function wholeListLive(
  watchDevices: Transport['watchDevices'],
  systemId: string,
  take: (changes: DeviceChanges, fromServer: boolean) => void,
): SharedHold {
  return new SharedHold(() =>
    watchDevices(systemId, take, (error) => console.error('the device list could not be followed', error)),
  );
}
