import { makeAutoObservable, runInAction } from 'mobx';
import { csvHeader, csvRows, valueCount, type SensorConfig, type TimeRange } from '@neuron/shared';
import type { Transport } from './transport';
import type { UiStore } from './UiStore';

/** What an export is of: a device, its current config and a range. */
export interface ExportRequest {
  systemId: string;
  sn: string;
  config: SensorConfig;
  range: TimeRange;
}

/**
 * CSV export of every stored sample in a range: pages are read one after another and each page's
 * lines become one part of the file (a Blob of parts), so memory holds text, not documents, and
 * there is no row cap. The global progress bar tracks it; cancel stops reading after the page
 * in flight.
 */
export class ExportStore {
  running = false;
  /** 0..1: how far through the range the export has read (by time). */
  progress = 0;
  rows = 0;
  error: string | null = null;
  private cancelled = false;

  constructor(
    private readonly transport: Transport,
    private readonly ui: UiStore,
  ) {
    makeAutoObservable<ExportStore, 'transport' | 'ui' | 'cancelled'>(this, {
      transport: false,
      ui: false,
      cancelled: false,
    });
  }

  /** Stops reading; no file is produced. */
  cancel(): void {
    this.cancelled = true;
  }

  /** Exports the range; resolves to the file, or null when cancelled or failed (error set). */
  async run(request: ExportRequest): Promise<Blob | null> {
    if (this.running) return null;
    this.running = true;
    this.cancelled = false;
    this.progress = 0;
    this.rows = 0;
    this.error = null;
    try {
      return await this.ui.track(this.read(request));
    } catch (error) {
      console.error('export failed', error);
      runInAction(() => (this.error = 'The export failed; check the connection and try again.'));
      return null;
    } finally {
      runInAction(() => (this.running = false));
    }
  }

  private async read({ systemId, sn, config, range }: ExportRequest): Promise<Blob | null> {
    const parts: string[] = [];
    let count: number | undefined;
    let after: number | undefined;
    do {
      const page = await this.transport.readSamplesPage(systemId, sn, range, after);
      if (this.cancelled) return null;
      // The columns follow the first page (units, formulas, value count); later samples with
      // more values than that are rare and keep the first page's columns.
      count ??= valueCount(config, page.samples);
      parts.push(csvRows(config, page.samples, count));
      after = page.nextAfter;
      const last = page.samples.at(-1)?.time ?? range.to;
      runInAction(() => {
        this.rows += page.samples.length;
        this.progress = after === undefined ? 1 : Math.min(1, (last - range.from) / (range.to - range.from));
      });
    } while (after !== undefined);
    return new Blob([csvHeader(config, count ?? valueCount(config, [])), ...parts], { type: 'text/csv;charset=utf-8' });
  }
}
