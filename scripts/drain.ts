// Graceful stop: before the emulators export their data, every sample already answered 202 must
// have made its way through Pub/Sub and storeSamples. "Nothing changed for a few seconds" is not
// enough: on a loaded machine the first deliveries' function workers may still be loading, so
// nothing has changed yet although samples are in flight. So the poster keeps a ledger of what
// it was told was accepted, and the drain waits until history holds each of those samples.
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';

/** Firestore's limit on documents per getAll call, kept well under. */
const CHECK_CHUNK = 300;

const devicePath = (systemId: string, sn: string) => `system/${systemId}/devices/${sn}`;
/** The history document of one accepted sample (its id is the sample time; docs/DATA_MODEL.md). */
const historyPath = (systemId: string, sn: string, time: number) => `${devicePath(systemId, sn)}/samples/${time}`;

/** What a poster (the simulated gateway, a test) was answered 202 for, until history is seen to hold it. */
export class AcceptedSamples {
  private readonly pending = new Set<string>();
  /** Per device path, the newest accepted sample time: the device's latest sample once it is stored. */
  private readonly newest = new Map<string, number>();

  /** Records the samples of a batch answered 202. */
  add(systemId: string, samples: readonly { sn: string; time: number }[]): void {
    for (const s of samples) {
      this.pending.add(historyPath(systemId, s.sn, s.time));
      const device = devicePath(systemId, s.sn);
      this.newest.set(device, Math.max(this.newest.get(device) ?? 0, s.time));
    }
  }

  /** How many accepted samples (and devices' latest samples) are not yet known to be stored. */
  get size(): number {
    return this.pending.size + this.newest.size;
  }

  /**
   * Looks each pending sample up in history, then each device's latest sample, and forgets what
   * is stored; returns how much remains. A delivery writes history first and the device after
   * (docs/PIPELINE.md), so both together mean the deliveries have finished their writes.
   */
  async confirm(db: Firestore): Promise<number> {
    await this.forgetStored(db, [...this.pending], (snap) => {
      if (snap.exists) this.pending.delete(snap.ref.path);
    });
    if (this.pending.size === 0) {
      await this.forgetStored(db, [...this.newest.keys()], (snap) => {
        const time: unknown = snap.get('sample.time');
        if (typeof time === 'number' && time >= (this.newest.get(snap.ref.path) ?? Infinity))
          this.newest.delete(snap.ref.path);
      });
    }
    return this.size;
  }

  private async forgetStored(db: Firestore, paths: string[], check: (snap: DocumentSnapshot) => void): Promise<void> {
    for (let i = 0; i < paths.length; i += CHECK_CHUNK) {
      const snaps = await db.getAll(...paths.slice(i, i + CHECK_CHUNK).map((p) => db.doc(p)));
      snaps.forEach(check);
    }
  }
}

/**
 * Resolves true once history holds every sample of the ledger, false if some are still missing
 * after `timeoutMs` (the caller says so and exports anyway).
 */
export async function waitForAcceptedStored(
  db: Firestore,
  accepted: AcceptedSamples,
  { pollMs = 500, timeoutMs = 120_000 } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while ((await accepted.confirm(db)) > 0) {
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, pollMs));
  }
  return true;
}
