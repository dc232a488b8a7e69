// The screens part of `npm run bench` (issue 46): chart opens and the events page, median of 5
// runs each against a target of 1.5 s, as lines for the screen and a section of docs/benchmarks.md.
import { cpus } from 'node:os';
import type { ScreenRuns } from './screenTimes.js';

/** The longest a screen may take to show, median of its runs (ms). */
export const SCREEN_TARGET_MS = 1500;

export interface ScreensFigures {
  samples: number;
  events: number;
  days: number;
  runs: ScreenRuns;
  /** The machine's 1-minute load average before and after the runs (absent in older figures). */
  load?: number[];
}

const ROWS: { key: keyof ScreenRuns; what: string }[] = [
  { key: 'chart24h', what: 'Open a sensor from the system page → its 24 h chart drawn (every sample)' },
  { key: 'chart7d', what: '7 d chart drawn (hourly rollups), from the range button' },
  { key: 'chart30d', what: '30 d chart drawn (hourly rollups), from the range button' },
  { key: 'chart24hAgain', what: '24 h chart drawn again (every sample), from the range button' },
  { key: 'events', what: 'Events page from the navigation → first events shown' },
];

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** Judges a run: each screen's median against the target; the screen lines and the markdown. */
export function screensReport(
  f: ScreensFigures,
  date: string,
  offset: string,
): { ok: boolean; lines: string[]; markdown: string } {
  const rows = ROWS.map(({ key, what }) => {
    const runs = f.runs[key].map(Math.round);
    const m = Math.round(median(runs));
    return { what, runs, median: m, met: runs.length > 0 && m <= SCREEN_TARGET_MS };
  });
  const lines = rows.map(
    (r) =>
      `BENCH ${r.what}: median ${r.median} ms (runs ${r.runs.join(', ')}; target ≤ ${SCREEN_TARGET_MS} ms)${r.met ? '' : ' MISSED'}`,
  );
  const markdown = [
    '## Screens a user waits on (issue 46)',
    '',
    `Run ${date} on the emulators (port offset ${offset}), the production build \`npm start\` serves`,
    '(`vite build` + `vite preview`), headless Chromium at 1280×800, signed in as the demo admin. The demo',
    `sensor S-1001 has ${f.days} days of five-minute history (${f.samples.toLocaleString('en')} samples, two values, so two charts)`,
    `and the demo system ${f.events} events over the month (scripts/bench/screensRun.ts). Each time is taken in the page,`,
    'from the click until what it asked for is drawn (the first chart holding the range’s points; the first',
    'event rows): scripts/bench/screenTimes.ts. Five rounds, each opening the sensor, then 7 d, 30 d and 24 h',
    'again, then the events page; the first round loads the chart’s lazy chunk. The machine is shared, so absolute',
    'times vary from run to run' +
      (f.load
        ? ` (its load average before and after the runs: ${f.load.join(' and ')}, on ${cpus().length} cores).`
        : '.'),
    '',
    '| What | Median | Runs (ms) | Target | |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.what} | ${r.median} ms | ${r.runs.join(', ')} | ≤ ${SCREEN_TARGET_MS} ms | ${r.met ? 'met' : '**missed**'} |`,
    ),
    '',
  ].join('\n');
  return { ok: rows.every((r) => r.met), lines, markdown };
}
