import { makeAutoObservable, runInAction } from 'mobx';
import { csvHeader, csvRows, rawKeptFrom, valueCount, type SensorConfig, type TimeRange } from '@neuron/shared';
import type { Transport } from '../transport';
import type { UiStore } from '../UiStore';
import { rawRetentionDays } from './rawRetention';
import { featureStore } from '../featureStore';

/** What an export is of: a device, its current config and a range. */
export interface ExportRequest {
  systemId: string;
  sn: string;
  config: SensorConfig;
  range: TimeRange;
}

/**
 * Where the CSV goes, part by part (client/src/features/history/csvSinks.ts: a file chosen in the
 * save picker, or a download streamed through the service worker). `write` resolves when the
 * part is handed on, so a slow disk holds the reading back instead of filling memory; it rejects
 * with SinkClosedError when the user stopped the file from the browser's side.
 */
export interface CsvSink {
  write(text: string): Promise<void>;
  /** The file is complete. */
  close(): Promise<void>;
  /** The file is discarded: no partial file is left under its name. */
  abort(): Promise<void>;
  /**
   * Where the file goes, in words, when no save dialog showed it ("S-1001_….csv in your
   * downloads"): said once the export is done, as nothing else on screen does.
   */
  readonly where?: string;
}

/** The browser stopped the file (the download cancelled in its download list). */
export class SinkClosedError extends Error {}

/** How the last export ended; null before the first. */
export type ExportOutcome = 'saved' | 'cancelled' | 'failed' | null;

/**
 * CSV export of every stored sample in a range: pages are read one after another and each page's
 * lines are written to the sink before the next page is read, so memory holds one page at a time
 * and there is no row cap (a year of 5-second samples is about six million lines). The global
 * progress bar tracks it; cancel stops after the page in flight and discards the file.
 */
export class ExportStore {
  running = false;
  /** 0..1: how far through the range the export has read (by time). */
  progress = 0;
  rows = 0;
  outcome: ExportOutcome = null;
  error: string | null = null;
  private cancelled = false;
  private sink: CsvSink | null = null;
  /** Where the last export's file went, when the browser showed no save dialog for it. */
  where: string | null = null;
  /**
   * When the last export's range began before the raw samples kept (older ones expired: their
   * hours are in the rollups the chart shows), the moment the file's samples start from; else null.
   */
  rawFrom: number | null = null;

  constructor(
    private readonly transport: Transport,
    private readonly ui: UiStore,
    private readonly now: () => number = Date.now,
    readonly retentionDays: number = rawRetentionDays(),
  ) {
    makeAutoObservable<ExportStore, 'transport' | 'ui' | 'now' | 'cancelled' | 'sink'>(this, {
      transport: false,
      ui: false,
      now: false,
      retentionDays: false,
      cancelled: false,
      sink: false,
    });
  }

  /** Stops reading; the file is discarded (at once, so a write waiting on a stalled download ends too). */
  cancel(): void {
    this.cancelled = true;
    void this.sink?.abort().catch(() => undefined);
  }

  /**
   * Exports the range into the sink `open` gives (called at once, still inside the click, as the
   * save picker needs); an open that resolves to null (the picker dismissed) exports nothing.
   */
  async run(request: ExportRequest, open: () => Promise<CsvSink | null>): Promise<ExportOutcome> {
    if (this.running) return null;
    const opening = open();
    this.running = true;
    this.cancelled = false;
    this.progress = 0;
    this.rows = 0;
    this.outcome = null;
    this.error = null;
    this.where = null;
    // Raw samples older than the retention have expired: the file holds what is kept, and says so.
    const keptFrom = rawKeptFrom(this.now(), this.retentionDays);
    this.rawFrom = request.range.from < keptFrom ? keptFrom : null;
    if (this.rawFrom !== null)
      request = { ...request, range: { from: keptFrom, to: Math.max(keptFrom, request.range.to) } };
    let sink: CsvSink | null = null;
    let outcome: ExportOutcome;
    try {
      sink = this.sink = await opening;
      outcome = sink ? await this.ui.track(this.write(request, sink)) : null;
    } catch (error) {
      // A write the cancel cut short fails in the sink's own way (the picker's file rejects it).
      if (error instanceof SinkClosedError || this.cancelled) outcome = 'cancelled';
      else {
        console.error('export failed', error);
        outcome = 'failed';
      }
    }
    if (sink && outcome !== 'saved') await sink.abort().catch(() => undefined);
    this.sink = null;
    runInAction(() => {
      this.running = false;
      this.outcome = outcome;
      this.where = outcome === 'saved' ? (sink?.where ?? null) : null;
      if (outcome === 'failed') this.error = 'The export failed; check the connection and try again.';
    });
    return outcome;
  }

  private async write({ systemId, sn, config, range }: ExportRequest, sink: CsvSink): Promise<ExportOutcome> {
    let count: number | undefined;
    let after: number | undefined;
    do {
      const page = await this.transport.readSamplesPage(systemId, sn, range, after);
      if (this.cancelled) return 'cancelled';
      // The columns follow the first page (units, formulas, value count); later samples with
      // more values than that are rare and keep the first page's columns.
      if (count === undefined) {
        count = valueCount(config, page.samples);
        await sink.write(csvHeader(config, count));
      }
      await sink.write(csvRows(config, page.samples, count));
      if (this.cancelled) return 'cancelled';
      after = page.nextAfter;
      const last = page.samples.at(-1)?.time ?? range.to;
      runInAction(() => {
        this.rows += page.samples.length;
        this.progress = after === undefined ? 1 : Math.min(1, (last - range.from) / (range.to - range.from));
      });
    } while (after !== undefined);
    await sink.close();
    return 'saved';
  }
}

/** The history's CSV export, made by the export panel. */
export const csvExportFeature = featureStore({
  make: (root) => new ExportStore(root.transport, root.ui),
});
