import { makeAutoObservable, observable, runInAction } from 'mobx';
import {
  BATTERY_ROLLUP_KEY,
  daysInRange,
  forecastSeries,
  limitsOf,
  rollupTrendPoints,
  trendValueAt,
  type Rollup,
  type SensorConfig,
  type SeriesForecast,
  type TimeRange,
} from '@neuron/shared';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';
import { featureStore } from '../featureStore';
import { DayRollups, dayRollupsFeature, type RollupReader } from './dayRollups';

/** The battery forecast says when it is empty. */
export const BATTERY_FORECAST_LIMIT = 0;

/** One forecast on the details page: a value with limits, or the battery. */
export interface ForecastRow {
  key: string;
  /** Value index, or null for the battery. */
  index: number | null;
  outcome: SeriesForecast;
  /** The trend line's ends over the range (drawn on the chart). */
  line?: { x: [number, number]; y: [number, number] };
}

/**
 * The trend and forecast of the open device over the history range: read from the day rollups
 * (hourly means, never raw history) with the shared fit, for each value that has limits and
 * for the battery a sensor reports.
 */
export class ForecastStore {
  rollups: Rollup[] = [];
  range: TimeRange = { from: 0, to: 0 };
  config: SensorConfig = {};
  status: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  private generation = 0;

  constructor(
    private readonly transport: Transport,
    private readonly ui: UiStore,
    /** The device page's day rollups, shared with its chart and rssi trend (each day read once). */
    private readonly rollupReader: RollupReader = new DayRollups(transport),
  ) {
    makeAutoObservable<ForecastStore, 'transport' | 'ui' | 'rollupReader' | 'generation'>(this, {
      transport: false,
      ui: false,
      rollupReader: false,
      generation: false,
      rollups: observable.ref,
    });
  }

  /** Reads the rollups of a range of a device (again when the range changes). */
  open(systemId: string, sn: string, range: TimeRange, config: SensorConfig): void {
    const generation = ++this.generation;
    this.range = range;
    this.config = config;
    this.status = 'loading';
    void this.ui.track(
      this.rollupReader.readRollups(systemId, sn, daysInRange(range)).then(
        (rollups) =>
          runInAction(() => {
            if (generation !== this.generation) return;
            this.rollups = rollups;
            this.status = 'ready';
          }),
        (error: unknown) => {
          console.error('forecast rollups could not be read', error);
          runInAction(() => generation === this.generation && (this.status = 'error'));
        },
      ),
    );
  }

  /** Uses rollups the history read already for this range (a rollup chart): no second read. */
  use(range: TimeRange, config: SensorConfig, rollups: Rollup[]): void {
    this.generation++;
    this.range = range;
    this.config = config;
    this.rollups = rollups;
    this.status = 'ready';
  }

  close(): void {
    this.generation++;
    this.rollups = [];
    this.status = 'idle';
  }

  /** Forecasts at `now`: each value with a limit, and the battery when the rollups count it. */
  rows(now: number, valueCount: number): ForecastRow[] {
    const rows: ForecastRow[] = [];
    const add = (key: string, index: number | null, limits: { min: number | null; max: number | null }) => {
      const points = rollupTrendPoints(this.rollups, key, this.range);
      if (points.length === 0) return;
      const outcome = forecastSeries(points, limits, now);
      const fit = outcome.fit;
      const line = fit.ok
        ? {
            x: [fit.from, fit.to] as [number, number],
            y: [trendValueAt(fit, fit.from), trendValueAt(fit, fit.to)] as [number, number],
          }
        : undefined;
      rows.push({ key, index, outcome, line });
    };
    for (let i = 0; i < valueCount; i++) {
      const limits = limitsOf(this.config, i);
      if (limits.min !== null || limits.max !== null) add(String(i), i, limits);
    }
    add(BATTERY_ROLLUP_KEY, null, { min: BATTERY_FORECAST_LIMIT, max: null });
    return rows;
  }
}

/** The open device's trend and forecast, made by the history panel. */
export const forecastFeature = featureStore({
  make: (root) => new ForecastStore(root.transport, root.ui, root.feature(dayRollupsFeature)),
  dispose: (store) => store.close(),
});
