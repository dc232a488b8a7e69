import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  bandSeries,
  rollupValueCount,
  daysInRange,
  historySource,
  presetRange,
  rawKeptFrom,
  sampleSeries,
  valueCount,
  type BandSeries,
  type HistoryPresetId,
  type Rollup,
  type Sample,
  type SampleSeries,
  type SensorConfig,
  type TimeRange,
} from '@neuron/shared';
import { Listener } from '../listener';
import { rawRetentionDays } from './rawRetention';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';
import { featureStore } from '../featureStore';
import { DayRollups, dayRollupsFeature, type RollupReader } from './dayRollups';

/** What a chart is asked to show: a preset ending now (kept live) or a fixed custom range. */
export type HistoryRequest = { preset: HistoryPresetId } | { custom: TimeRange };

/**
 * The history on the open details page: raw samples for ranges up to 48 h (paged by time),
 * hourly rollup buckets beyond (and for a range older than the raw samples kept: rawRetention.ts),
 * and samples stored since, appended live for ranges ending now.
 */
export class HistoryStore {
  systemId: string | null = null;
  sn: string | null = null;
  request: HistoryRequest = { preset: '24h' };
  range: TimeRange = { from: 0, to: 0 };
  samples: Sample[] = [];
  rollups: Rollup[] = [];
  /** Samples that arrived live after a rollup chart was read. */
  liveSamples: Sample[] = [];
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  config: SensorConfig = {};
  /** The oldest moment whose raw samples are kept, as of the last open (older ones expired). */
  keptFrom = -Infinity;
  /**
   * Value charts drawn since the last open. Each chart draws after the one before has painted, and
   * what the page shows after them (the forecast, the radio chart) once the first has: the first
   * chart is what a user opened the page for (docs/PERFORMANCE.md, "Chart opens").
   */
  drawn = 0;
  private generation = 0;
  // The history itself is reset by open() and close(), not when the live listener restarts.
  private readonly live = new Listener<number>(() => undefined);

  constructor(
    private readonly transport: Transport,
    private readonly ui: UiStore,
    private readonly now: () => number = Date.now,
    private readonly retentionDays: number = rawRetentionDays(),
    /** The device page's day rollups, shared with its forecast and rssi trend (each day read once). */
    private readonly rollupReader: RollupReader = new DayRollups(transport),
  ) {
    makeAutoObservable<
      HistoryStore,
      'transport' | 'ui' | 'now' | 'retentionDays' | 'rollupReader' | 'generation' | 'live'
    >(this, {
      transport: false,
      ui: false,
      now: false,
      retentionDays: false,
      rollupReader: false,
      generation: false,
      live: false,
      samples: observable.ref,
      rollups: observable.ref,
      liveSamples: observable.ref,
      config: observable.ref,
    });
  }

  get source(): 'samples' | 'rollups' {
    return historySource(this.range, this.keptFrom);
  }

  get count(): number {
    // On rollup ranges the values come from the hourly stats: a chart for each value they hold.
    const fromRollups = this.source === 'rollups' ? rollupValueCount(this.rollups) : 0;
    return Math.max(valueCount(this.config, [...this.samples, ...this.liveSamples]), fromRollups);
  }

  /** Points per value (raw ranges, and live samples on rollup ranges). */
  get sampleSeries(): SampleSeries[] {
    return sampleSeries(this.config, this.source === 'samples' ? this.samples : this.liveSamples, this.count);
  }

  /** Hourly bands per value (rollup ranges). */
  get bandSeries(): BandSeries[] {
    return this.source === 'rollups' ? bandSeries(this.config, this.rollups, this.range, this.count) : [];
  }

  get isEmpty(): boolean {
    return (
      this.status === 'ready' &&
      this.samples.length === 0 &&
      this.liveSamples.length === 0 &&
      this.bandSeries.every((s) => s.x.length === 0)
    );
  }

  /** The range an export covers: a preset's range up to the moment of export, a custom range as set. */
  exportRange(): TimeRange {
    return 'preset' in this.request ? presetRange(this.request.preset, this.now()) : this.range;
  }

  /** Value chart `index` has been drawn (and painted), or failed to render: the next one may mount. */
  chartDrawn(index: number): void {
    if (index + 1 > this.drawn) this.drawn = index + 1;
  }

  /** Whether what follows the value charts may load for device `sn`: the first is drawn, or there is none to draw. */
  chartsSettled(sn: string): boolean {
    if (this.sn !== sn) return false;
    return this.status === 'error' || (this.status === 'ready' && (this.isEmpty || this.drawn > 0));
  }

  /** Uses the device's current config for values, units and limits. */
  setConfig(config: SensorConfig): void {
    this.config = config;
  }

  /** Opens a device's history for a range, reading it afresh. */
  open(systemId: string, sn: string, request: HistoryRequest): void {
    this.close();
    this.systemId = systemId;
    this.sn = sn;
    this.request = request;
    const now = this.now();
    this.range = 'preset' in request ? presetRange(request.preset, now) : request.custom;
    this.keptFrom = rawKeptFrom(now, this.retentionDays);
    this.status = 'loading';
    this.drawn = 0;
    const generation = ++this.generation;
    void this.ui.track(this.load(systemId, sn, this.range, generation));
  }

  /** Stops the live listener and drops the data (the page closed). */
  close(): void {
    this.generation++;
    this.live.stop();
    this.samples = [];
    this.rollups = [];
    this.liveSamples = [];
    this.status = 'idle';
    this.drawn = 0;
  }

  private async load(systemId: string, sn: string, range: TimeRange, generation: number): Promise<void> {
    try {
      let samples: Sample[] = [];
      let rollups: Rollup[] = [];
      const source = historySource(range, this.keptFrom);
      if (source === 'samples') {
        let after: number | undefined;
        do {
          const page = await this.transport.readSamplesPage(systemId, sn, range, after);
          if (generation !== this.generation) return;
          samples = samples.concat(page.samples);
          after = page.nextAfter;
        } while (after !== undefined);
      } else {
        rollups = await this.rollupReader.readRollups(systemId, sn, daysInRange(range));
      }
      if (generation !== this.generation) return;
      runInAction(() => {
        this.samples = samples;
        this.rollups = rollups;
        this.status = 'ready';
      });
      // Live from the newest sample shown; a rollup chart already holds everything before its end.
      const after = source === 'samples' ? (samples.at(-1)?.time ?? range.from - 1) : range.to;
      if ('preset' in this.request) this.followLive(systemId, sn, after, generation);
    } catch (error) {
      console.error('history read failed', error);
      if (generation === this.generation) runInAction(() => (this.status = 'error'));
    }
  }

  private followLive(systemId: string, sn: string, afterTime: number, generation: number): void {
    this.live.follow(generation, () =>
      this.transport.watchNewSamples(systemId, sn, afterTime, (added) =>
        runInAction(() => {
          if (generation !== this.generation) return;
          if (this.source === 'samples') this.samples = [...this.samples, ...added];
          else this.liveSamples = [...this.liveSamples, ...added];
        }),
      ),
    );
  }
}

/** The open device's history, made by the history panel. */
export const historyFeature = featureStore({
  make: (root) =>
    new HistoryStore(root.transport, root.ui, Date.now, rawRetentionDays(), root.feature(dayRollupsFeature)),
  dispose: (store) => store.close(),
});
