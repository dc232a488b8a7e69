import type { DeviceChanges } from '../../data/devices';
import type { DeviceQuery } from '../../data/deviceQueries';
import type { Transport } from '../transport';

/** How long after an answer from the SDK's cache only (offline) a query is read again. */
export const OFFLINE_RETRY_MS = 5_000;

/** Whether a read failed for want of the network (the SDK's "unavailable"): tried again, not shown as a failure. */
const offline = (error: unknown) => (error as { code?: unknown } | null)?.code === 'unavailable';

/**
 * The system page's bounded device queries, each read once (docs/LARGE_SYSTEMS.md, "Live by
 * document"), under the name of what holds it (a page, a lookup, a gateway's sensors). They are
 * read again on request (`rereadAll`: a device came or went, the summary's counts said so), and
 * one answered only from the SDK's cache (offline) is read again OFFLINE_RETRY_MS later, as the
 * live query it replaces would have answered once back online. A read stopped, or replaced by a
 * newer one, hands nothing on.
 */
export class QueryReads {
  private readonly reads = new Map<string, { q: DeviceQuery; cancel: () => void }>();

  constructor(
    private readonly read: Transport['readDeviceQuery'],
    private readonly systemId: string,
    /** A read's answer: its first snapshot (`initial`), with `since` (when the read began). */
    private readonly take: (holder: string, changes: DeviceChanges, fromServer: boolean) => void,
    private readonly fail: (error: Error) => void,
  ) {}

  /** Reads `q` for `holder` (again, if it was read before); returns the stop of the holder's reads. */
  start(q: DeviceQuery, holder: string): () => void {
    this.reads.get(holder)?.cancel();
    let cancelled = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => {
      cancelled = true;
      clearTimeout(retry);
    };
    this.reads.set(holder, { q, cancel });
    const again = () => (retry = setTimeout(() => !cancelled && this.start(q, holder), OFFLINE_RETRY_MS));
    const since = Date.now();
    this.read(this.systemId, q).then(
      ({ changes, fromServer }) => {
        if (cancelled) return;
        this.take(holder, { ...changes, since }, fromServer);
        if (!fromServer) again();
      },
      (error: Error) => {
        if (cancelled) return;
        if (offline(error)) again();
        else this.fail(error);
      },
    );
    // Holders are named for their query: the stop ends whichever read of it runs now.
    return () => {
      this.reads.get(holder)?.cancel();
      this.reads.delete(holder);
    };
  }

  /** Reads every query again (whose stops stay valid): what they hold comes as changes. */
  rereadAll(test: (holder: string) => boolean = () => true): void {
    for (const [holder, { q }] of Array.from(this.reads)) if (test(holder)) this.start(q, holder);
  }

  stopAll(): void {
    for (const { cancel } of this.reads.values()) cancel();
    this.reads.clear();
  }
}
