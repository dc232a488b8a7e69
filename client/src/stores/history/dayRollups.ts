import { withRunningRollup, type Rollup } from '@neuron/shared';
import type { Transport } from '../transport';
import { featureStore } from '../featureStore';

/** What reads a device's day rollups (HistoryStore, ForecastStore, RadioStore). */
export interface RollupReader {
  readRollups(systemId: string, sn: string, days: readonly string[]): Promise<Rollup[]>;
}

/**
 * How long what was read serves the readers of a device page (its chart, forecast and rssi trend
 * open together and ask for overlapping days); after, the running rollup may have counted more.
 */
export const DAY_ROLLUPS_FRESH_MS = 60_000;

type Source = Pick<Transport, 'readStoredRollups' | 'readRunningRollup'>;

/**
 * A device's day rollups as every reader sees them (shared rollups/runningRollup.ts: the stored
 * day documents with the running rollup, kept on the device, in its day's place), each read once
 * for the readers of one device page: the running rollup first (its day's stored document, an
 * older copy, is then not read), then only the days no reader has asked for yet, in one range
 * query per run of them.
 */
export class DayRollups implements RollupReader {
  /** Per device (system and serial): what was read, and when the first of it was asked. */
  private readonly devices = new Map<string, Entry>();

  constructor(
    private readonly source: Source,
    private readonly now: () => number = Date.now,
  ) {}

  readonly readRollups = async (systemId: string, sn: string, days: readonly string[]): Promise<Rollup[]> => {
    if (days.length === 0) return [];
    const entry = this.entry(systemId, sn);
    const running = await this.runningRollup(entry, systemId, sn);
    const wanted = [...days].sort().filter((d) => d !== running?.day);
    // Each run of consecutive days not asked yet is one range query (a day asked splits them).
    let run: string[] = [];
    for (const day of [...wanted, null]) {
      if (day !== null && !entry.days.has(day)) {
        run.push(day);
        continue;
      }
      if (run.length > 0) this.readRun(entry, systemId, sn, run);
      run = [];
    }
    const stored = await Promise.all(wanted.map((d) => entry.days.get(d)!));
    return withRunningRollup(
      stored.filter((r): r is Rollup => r !== undefined),
      running,
      days,
    );
  };

  /** The device's entry, fresh (those older than DAY_ROLLUPS_FRESH_MS are let go: the map stays small). */
  private entry(systemId: string, sn: string): Entry {
    const now = this.now();
    for (const [key, e] of this.devices) if (now - e.since > DAY_ROLLUPS_FRESH_MS) this.devices.delete(key);
    const key = `${systemId}\n${sn}`;
    let entry = this.devices.get(key);
    if (!entry) this.devices.set(key, (entry = { since: now, days: new Map() }));
    return entry;
  }

  private runningRollup(entry: Entry, systemId: string, sn: string): Promise<Rollup | null> {
    if (entry.running) return entry.running;
    const read = this.source.readRunningRollup(systemId, sn);
    entry.running = read;
    // A failed read is not kept: the next reader asks again.
    read.catch(() => entry.running === read && (entry.running = undefined));
    return read;
  }

  private readRun(entry: Entry, systemId: string, sn: string, run: readonly string[]): void {
    const read = this.source.readStoredRollups(systemId, sn, run).then((list) => new Map(list.map((r) => [r.day, r])));
    for (const day of run) {
      const one = read.then((byDay) => byDay.get(day));
      entry.days.set(day, one);
      one.catch(() => entry.days.get(day) === one && entry.days.delete(day));
    }
  }
}

interface Entry {
  since: number;
  running?: Promise<Rollup | null>;
  days: Map<string, Promise<Rollup | undefined>>;
}

/** The day rollups shared by the readers of the open device page. */
export const dayRollupsFeature = featureStore({
  make: (root) => new DayRollups(root.transport),
});
