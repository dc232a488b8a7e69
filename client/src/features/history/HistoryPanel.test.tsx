import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RollupSchema, type Device, type Rollup, type Sample } from '@neuron/shared';
import { FakeTransport } from '../../testing/fakeTransport';
import { deviceChanges, sensorDoc, SYSTEM } from '../../testing/fixtures';
import { renderApp } from '../../testing/renderApp';

// A sensor's history on its details page over the fake data layer: the range's words, what each
// range reads, the traces Plotly is given (it draws in happy-dom too: its graph div keeps them),
// the formula-change marker and the export's states. Reading real Firestore, a live sample, the
// CSV streamed through the service worker and the chart's look in both themes stay in the browser
// (tests/e2e/charts.test.ts).

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CONFIG = { si: ['°C', '%RH'], pv: 0, calc: ['x / 10', 'x / 10'], min: [5, null], max: [35, 90] };

interface Trace {
  name?: string;
  mode?: string;
  x: unknown[];
  y: unknown[];
}

/** The traces and layout Plotly holds for a chart. */
function plotOf(testId: string) {
  const gd = document.querySelector(`[data-testid="${testId}"] .js-plotly-plot`) as unknown as {
    data?: Trace[];
    layout?: { shapes?: { y0: number }[]; annotations?: { text: string; x: string }[] };
  } | null;
  return { data: gd?.data ?? [], layout: gd?.layout ?? {} };
}
const trace = (testId: string, name: string) => plotOf(testId).data.find((t) => t.name === name);

/** Samples every 10 minutes over the last `hours`, every 25th an error sample (probe missing). */
function samplesOver(hours: number, now = Date.now()): Sample[] {
  return Array.from({ length: hours * 6 }, (_, i) => {
    const error = i % 25 === 7;
    return {
      time: now - hours * HOUR + i * 600_000,
      values: [error ? 30115 : 20 + (i % 7), 60],
      rawValues: [error ? 30115 : 200 + (i % 7) * 10, 600],
      ...(error ? { status: 106 } : {}),
    };
  });
}

/** A page of samples as the data layer reads one (client/src/data/history.ts). */
interface SamplePage {
  samples: Sample[];
  nextAfter: number | undefined;
}

/** readSamplesPage over `stored`, `size` samples a page, as the data layer pages by time. */
function pagesOf(stored: Sample[], size: number) {
  return (_sid: unknown, _sn: unknown, range: { from: number; to: number }, after?: number): SamplePage => {
    const inRange = stored.filter(
      (s) => s.time >= range.from && s.time < range.to && (after === undefined || s.time > after),
    );
    const samples = inRange.slice(0, size);
    return { samples, nextAfter: samples.length === size ? samples.at(-1)!.time : undefined };
  };
}

/** Day rollups with both values' hourly stats for every full hour of the last `days` days. */
function rollupsOver(days: number, now = Date.now()): Rollup[] {
  const rollups: Rollup[] = [];
  for (let d = Math.floor((now - days * DAY) / DAY) * DAY; d <= now; d += DAY) {
    const hours: Rollup['hours'] = {};
    for (let h = 0; h < 24 && d + (h + 1) * HOUR <= now; h++)
      hours[String(h)] = {
        '0': { min: 18, max: 22, sum: 20 * 60, count: 60 },
        '1': { min: 55, max: 70, sum: 62 * 60, count: 60 },
      };
    rollups.push(RollupSchema.parse({ day: new Date(d).toISOString().slice(0, 10), hours }));
  }
  return rollups;
}

function sensorPage(device: Partial<Device> = {}, setUp: (fake: FakeTransport) => void = () => undefined) {
  const sensor = sensorDoc('S-1', 'Greenhouse air', { config: CONFIG, ...device } as Partial<Device>);
  const fake = new FakeTransport();
  fake.push('readDeviceList', deviceChanges([sensor]), true);
  fake.push('watchDevices', deviceChanges([sensor]), true);
  fake.push('watchDevice', sensor, true);
  setUp(fake);
  return renderApp('/systems/sys1/sensors/S-1', { systems: [SYSTEM], fake });
}

describe('a sensor’s history charts', () => {
  it('a raw range says every stored sample is drawn, reads them page by page, marks error samples apart and draws the limits', async () => {
    const stored = samplesOver(6);
    const { fake } = sensorPage({}, (f) => f.answer('readSamplesPage', pagesOf(stored, 10)));
    expect((await screen.findByTestId('history-source')).textContent).toBe('Every stored sample');
    await waitFor(() => expect(trace('chart-0', 'value')?.x).toHaveLength(stored.length));
    expect(fake.callsOf('readSamplesPage').length).toBe(Math.ceil(stored.length / 10));
    const errors = stored.filter((s) => s.status === 106).length;
    expect(errors).toBeGreaterThan(1);
    expect(trace('chart-0', 'error sample')?.x).toHaveLength(errors);
    // The value's limits (config min and max) as lines; the second value has only a max.
    expect(plotOf('chart-0').layout.shapes?.map((s) => s.y0)).toEqual([5, 35]);
    // The other charts are drawn after the first (the first value shows first).
    await waitFor(() => expect(plotOf('chart-1').layout.shapes?.map((s) => s.y0)).toEqual([90]));
    expect(fake.callsOf('readStoredRollups').every((c) => (c[2] as string[]).length <= 8)).toBe(true);
  });

  it('7 d reads the day rollups, not the samples: a chart per value they hold, a point per hour held, the min–max band', async () => {
    // Yesterday's hours and today's so far (fewer points for happy-dom to draw; each hour held is one).
    const rollups = rollupsOver(1);
    const hours = rollups.reduce((n, r) => n + Object.keys(r.hours).length, 0);
    const { user, fake } = sensorPage({}, (f) =>
      f.answer('readStoredRollups', (_s: unknown, _n: unknown, days: string[]) =>
        rollups.filter((r) => days.includes(r.day)),
      ),
    );
    await screen.findByTestId('history-empty');
    const samplesRead = fake.callsOf('readSamplesPage').length;
    await user.click(screen.getByRole('button', { name: '7 d' }));
    expect(screen.getByRole('button', { name: '7 d' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('history-source').textContent).toBe('Hourly mean with min–max band'));
    expect(hours).toBeGreaterThanOrEqual(24);
    for (const chart of ['chart-0', 'chart-1']) {
      await waitFor(() => expect(trace(chart, 'mean')?.x).toHaveLength(hours));
      const mean = trace(chart, 'mean')!;
      // Few enough points for a marker each: every hour shows, not only the line between them.
      expect(mean.mode).toBe('lines+markers');
      expect(mean.y.every((v) => typeof v === 'number')).toBe(true);
      expect(trace(chart, 'min–max')?.y).toHaveLength(mean.x.length);
    }
    expect(screen.queryByTestId('chart-2')).toBeNull();
    expect(fake.callsOf('readSamplesPage')).toHaveLength(samplesRead);
    // 30 d asks for its days in one read, at most 31 of them.
    await user.click(screen.getByRole('button', { name: '30 d' }));
    await waitFor(() =>
      expect(fake.callsOf('readStoredRollups').some((c) => (c[2] as string[]).length > 8)).toBe(true),
    );
    for (const [, , days] of fake.callsOf('readStoredRollups'))
      expect((days as string[]).length).toBeLessThanOrEqual(31);
  });

  it('marks a formula change inside the range on the chart and says earlier samples keep their values; one before the range is not marked', async () => {
    const changedAt = Date.now() - 2 * HOUR;
    sensorPage({ configChanges: [Date.now() - 60 * DAY, changedAt] }, (f) =>
      f.answer('readSamplesPage', pagesOf(samplesOver(6), 1000)),
    );
    const notice = await screen.findByTestId('formula-changed');
    expect(notice.textContent).toContain(new Date(changedAt).toLocaleString());
    expect(notice.textContent).toContain('samples before it keep the values computed with the earlier formula');
    await waitFor(() => expect(plotOf('chart-0').data.length).toBeGreaterThan(0));
    const marks = (plotOf('chart-0').layout.annotations ?? []).map((a) => [a.text, Date.parse(a.x)]);
    expect(marks).toEqual([['Formula changed', changedAt]]);
  });

  it('charts the computed values a virtual sensor stores', async () => {
    const stored = Array.from({ length: 50 }, (_, i) => ({
      time: Date.now() - (50 - i) * 60_000,
      values: [40 + (i % 7)],
    }));
    const virtual = sensorDoc('V-1', 'Difference', {
      type: 'VIRTUAL',
      config: { si: ['°C'], inputs: ['S-1', 'S-2'], expression: 'v1 - v2' },
    } as Partial<Device>);
    const fake = new FakeTransport().answer('readSamplesPage', pagesOf(stored, 1000));
    fake.push('readDeviceList', deviceChanges([virtual]), true);
    fake.push('watchDevices', deviceChanges([virtual]), true);
    fake.push('watchDevice', virtual, true);
    renderApp('/systems/sys1/virtuals/V-1', { systems: [SYSTEM], fake });
    await waitFor(() => expect(trace('chart-0', 'value')?.y).toEqual(stored.map((s) => s.values[0])));
    expect(screen.queryByTestId('chart-1')).toBeNull();
  });
});

describe('a sensor’s CSV export', () => {
  it('counts the rows read while it runs; Cancel export stops after the page in flight and says no file was saved', async () => {
    const stored = samplesOver(2);
    let gate: (() => void) | null = null;
    const { user } = sensorPage({}, (f) =>
      f.answer('readSamplesPage', (...args: Parameters<ReturnType<typeof pagesOf>>) => {
        const page = pagesOf(stored, 5)(...args);
        // An export's later pages wait for the test (a slow connection), once the chart has its data.
        return gate === null || args[3] === undefined ? page : new Promise<SamplePage>((r) => (gate = () => r(page)));
      }),
    );
    await waitFor(() => expect(trace('chart-0', 'value')?.x).toHaveLength(stored.length));
    gate = () => undefined;
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const panel = screen.getByRole('button', { name: 'Cancel export' }).parentElement!;
    expect(within(panel).getByRole('status').textContent).toBe('5 rows read');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel export' }));
    gate();
    expect(await screen.findByText('Export cancelled; no file was saved.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.queryByText(/^Exported/)).toBeNull();
  });

  it('says how many rows it exported and where the file went when no save dialog showed it', async () => {
    const stored = samplesOver(2);
    const { user } = sensorPage({}, (f) => f.answer('readSamplesPage', pagesOf(stored, 5)));
    await waitFor(() => expect(trace('chart-0', 'value')?.x).toHaveLength(stored.length));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const done = await screen.findByText(/^Exported /);
    expect(done.textContent).toMatch(
      new RegExp(`^Exported ${stored.length} rows to S-1_.*\\.csv in your browser’s downloads\\.$`),
    );
  });

  it('says the export failed when a page cannot be read, and offers Export CSV again', async () => {
    const stored = samplesOver(2);
    let failing = false;
    const { user } = sensorPage({}, (f) =>
      f.answer('readSamplesPage', (...args: Parameters<ReturnType<typeof pagesOf>>) => {
        if (failing) throw Object.assign(new Error('unavailable'), { code: 'unavailable' });
        return pagesOf(stored, 1000)(...args);
      }),
    );
    await waitFor(() => expect(trace('chart-0', 'value')?.x).toHaveLength(stored.length));
    failing = true;
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByText(/^The export failed/)).textContent).toBe(
      'The export failed; check the connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });
});
