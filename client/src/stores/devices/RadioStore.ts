import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  daysInRange,
  isWeakLink,
  medianRssi,
  medianRssiFromRollups,
  rssiTrendFromRollups,
  rssiTrendFromSamples,
  WEAK_LINK_WINDOW_MS,
  type RssiRollup,
  type RssiTrend,
  type TimeRange,
} from '@neuron/shared';
import type { Transport } from '../transport';
import { featureStore } from '../featureStore';
import { DayRollups, dayRollupsFeature, type RollupReader } from '../history/dayRollups';

const WEEK_MS = 7 * 24 * 3_600_000;
/**
 * Median reads in flight at once. Each is a query the Firestore SDK takes in on the main thread;
 * a table bringing forty rows into view at once would otherwise land them all in one long task.
 */
const MEDIAN_READS_AT_ONCE = 2;

/**
 * Rollups with history but no rssi were written before rollups kept rssi: read raw samples then.
 * No rollups at all means nothing was heard in the range, so there is nothing more to read.
 */
function needsRawRssi(rollups: readonly RssiRollup[]): boolean {
  return rollups.length > 0 && rollups.every((r) => Object.keys(r.rssiHours ?? {}).length === 0);
}

/**
 * Radio health: the 24-hour median rssi of each sensor on the system page (weak-link badge) and
 * the 7-day rssi trend per gateway of the open sensor. Both read the day rollups' hourly rssi
 * per gateway (2 and 8 reads); rollups written before rssi was kept have none, and then a bounded
 * sample of raw history is read instead (a few samples per hour), never every sample.
 */
export class RadioStore {
  /** Sensor serial → median rssi over the last 24 h (null: no rssi reported). */
  medians = new Map<string, number | null>();
  trend: RssiTrend[] = [];
  trendStatus: 'idle' | 'loading' | 'ready' = 'idle';
  private mediansSystem = '';
  /** Sensors of `mediansSystem` read or being read. */
  private readonly requested = new Set<string>();
  private trendKey = '';
  private readsInFlight = 0;
  private readonly waitingReads: (() => void)[] = [];

  constructor(
    private readonly transport: Transport,
    private readonly now: () => number = Date.now,
    /** The device page's day rollups, shared with its chart and forecast (each day read once). */
    private readonly rollupReader: RollupReader = new DayRollups(transport, now),
  ) {
    makeAutoObservable<
      RadioStore,
      | 'transport'
      | 'now'
      | 'rollupReader'
      | 'mediansSystem'
      | 'requested'
      | 'trendKey'
      | 'readsInFlight'
      | 'waitingReads'
      | 'inTurn'
    >(this, {
      transport: false,
      now: false,
      rollupReader: false,
      mediansSystem: false,
      requested: false,
      trendKey: false,
      readsInFlight: false,
      waitingReads: false,
      inTurn: false,
      medians: observable.shallow,
      trend: observable.ref,
    });
  }

  /** True when the sensor's 24-hour median rssi is at or below the one-bar threshold. */
  isWeak(sn: string): boolean {
    return isWeakLink(this.medians.get(sn) ?? null);
  }

  /**
   * Reads the 24-hour medians of these sensors, each once per system visit: the device table asks
   * for the rows in view, so a system of 1,000 sensors reads only what is on screen. Another
   * system starts over; a failed read is forgotten, so the next request reads again.
   */
  async loadMedians(systemId: string, sns: readonly string[]): Promise<void> {
    if (systemId !== this.mediansSystem) {
      this.mediansSystem = systemId;
      this.requested.clear();
      this.medians.clear();
    }
    const todo = sns.filter((sn) => !this.requested.has(sn));
    if (todo.length === 0) return;
    for (const sn of todo) this.requested.add(sn);
    const to = this.now();
    const range = { from: to - WEAK_LINK_WINDOW_MS, to };
    await Promise.all(todo.map((sn) => this.inTurn(() => this.readMedian(systemId, sn, range))));
  }

  /** Runs `read` when fewer than MEDIAN_READS_AT_ONCE are in flight. */
  private async inTurn(read: () => Promise<void>): Promise<void> {
    while (this.readsInFlight >= MEDIAN_READS_AT_ONCE) await new Promise<void>((r) => this.waitingReads.push(r));
    this.readsInFlight++;
    try {
      await read();
    } finally {
      this.readsInFlight--;
      this.waitingReads.shift()?.();
    }
  }

  private async readMedian(systemId: string, sn: string, range: { from: number; to: number }): Promise<void> {
    if (this.mediansSystem !== systemId) return; // queued, and the system was left meanwhile
    try {
      const rollups = await this.rssiRollups(systemId, sn, range);
      const median = needsRawRssi(rollups)
        ? medianRssi(await this.transport.readSampleSlices(systemId, sn, range, 24, 3))
        : medianRssiFromRollups(rollups, range);
      runInAction(() => this.mediansSystem === systemId && this.medians.set(sn, median));
    } catch (error) {
      console.error(`radio health of ${sn} failed`, error);
      if (this.mediansSystem === systemId) this.requested.delete(sn);
    }
  }

  /** Reads the open sensor's 7-day rssi trend per gateway (hourly). */
  async loadTrend(systemId: string, sn: string): Promise<void> {
    const key = `${systemId}|${sn}`;
    this.trendKey = key;
    this.trendStatus = 'loading';
    this.trend = [];
    const to = this.now();
    const range = { from: to - WEEK_MS, to };
    const rollups = await this.rssiRollups(systemId, sn, range);
    const trend = needsRawRssi(rollups)
      ? rssiTrendFromSamples(await this.transport.readSampleSlices(systemId, sn, range, 168, 4))
      : rssiTrendFromRollups(rollups, range);
    runInAction(() => {
      if (this.trendKey !== key) return;
      this.trend = trend;
      this.trendStatus = 'ready';
    });
  }

  private rssiRollups(systemId: string, sn: string, range: TimeRange): Promise<RssiRollup[]> {
    return this.rollupReader.readRollups(systemId, sn, daysInRange(range));
  }
}

/** Radio health of the open device, made by the screens that show it. */
export const radioFeature = featureStore({
  make: (root) => new RadioStore(root.transport, Date.now, root.feature(dayRollupsFeature)),
});
