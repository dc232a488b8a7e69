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
import type { Transport } from './transport';

const WEEK_MS = 7 * 24 * 3_600_000;

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
  private mediansKey = '';
  private trendKey = '';

  constructor(
    private readonly transport: Transport,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<RadioStore, 'transport' | 'now' | 'mediansKey' | 'trendKey'>(this, {
      transport: false,
      now: false,
      mediansKey: false,
      trendKey: false,
      medians: observable.shallow,
      trend: observable.ref,
    });
  }

  /** True when the sensor's 24-hour median rssi is at or below the one-bar threshold. */
  isWeak(sn: string): boolean {
    return isWeakLink(this.medians.get(sn) ?? null);
  }

  /** Reads the 24-hour medians of these sensors (once per system and sensor list). */
  async loadMedians(systemId: string, sns: readonly string[]): Promise<void> {
    const key = `${systemId}|${[...sns].sort().join(',')}`;
    if (key === this.mediansKey) return;
    this.mediansKey = key;
    const to = this.now();
    const range = { from: to - WEAK_LINK_WINDOW_MS, to };
    const failed = await Promise.all(
      sns.map(async (sn) => {
        try {
          const rollups = await this.rssiRollups(systemId, sn, range);
          const median = needsRawRssi(rollups)
            ? medianRssi(await this.transport.readSampleSlices(systemId, sn, range, 24, 3))
            : medianRssiFromRollups(rollups, range);
          runInAction(() => this.mediansKey === key && this.medians.set(sn, median));
          return false;
        } catch (error) {
          console.error(`radio health of ${sn} failed`, error);
          return true;
        }
      }),
    );
    // A failed read must not stick: the next call for the same list reads again.
    if (failed.includes(true) && this.mediansKey === key) this.mediansKey = '';
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
    return this.transport.readRollups(systemId, sn, daysInRange(range));
  }
}
